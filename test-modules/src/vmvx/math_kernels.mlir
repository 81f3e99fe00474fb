// The float math of the vmvx module's microkernels (vmvx.{exp,log,ceil,floor,rsqrt}.2d.f32),
// bit for bit: 10240 f32 inputs generated in the module from a run-time block number (1024 per
// run), each op isolated in its own dispatch by optimization barriers so the compiler lowers it
// to the microkernel, and the results returned as their bit patterns (i32), which print exactly.
// Inputs n = 1024 * block + i, k = n mod 2048, by n / 2048:
//   0    sign, all 256 exponents and mantissas {0, 1, half, all ones} (+-0, subnormals, +-inf,
//        quiet and signaling NaNs, powers of two, the largest finite value)
//   1-2  the bit pattern n * 0x9E3779B1 (a spread over every encoding)
//   3    (k - 1024) / 16
//   4    (k - 1024) * 0.01234567
// jiree.description: vmvx microkernel math (exp, log, ceil, floor, rsqrt) on 10240 f32 inputs, as bits
// jiree.targets: vmvx
// jiree.flags: --iree-vmvx-enable-microkernels
// jiree.run: unary --input=0
// jiree.run: unary --input=1
// jiree.run: unary --input=2
// jiree.run: unary --input=3
// jiree.run: unary --input=4
// jiree.run: unary --input=5
// jiree.run: unary --input=6
// jiree.run: unary --input=7
// jiree.run: unary --input=8
// jiree.run: unary --input=9

func.func private @inputs(%block: i32) -> tensor<1024xf32> {
  %e = tensor.empty() : tensor<1024xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      outs(%e : tensor<1024xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %c1024 = arith.constant 1024 : i32
    %base = arith.muli %block, %c1024 : i32
    %n = arith.addi %base, %ii : i32
    %c11 = arith.constant 11 : i32
    %seg = arith.shrui %n, %c11 : i32
    %c2047 = arith.constant 2047 : i32
    %k = arith.andi %n, %c2047 : i32
    // Segment 0: sign | exponent << 23 | mantissa.
    %c10 = arith.constant 10 : i32
    %c31 = arith.constant 31 : i32
    %sbit = arith.shrui %k, %c10 : i32
    %sign = arith.shli %sbit, %c31 : i32
    %c2 = arith.constant 2 : i32
    %c255 = arith.constant 255 : i32
    %c23 = arith.constant 23 : i32
    %eraw = arith.shrui %k, %c2 : i32
    %ebits = arith.andi %eraw, %c255 : i32
    %exp = arith.shli %ebits, %c23 : i32
    %c3 = arith.constant 3 : i32
    %m = arith.andi %k, %c3 : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %half = arith.constant 4194304 : i32
    %ones = arith.constant 8388607 : i32
    %is1 = arith.cmpi eq, %m, %c1 : i32
    %is2 = arith.cmpi eq, %m, %c2 : i32
    %is3 = arith.cmpi eq, %m, %c3 : i32
    %m1 = arith.select %is1, %c1, %c0 : i32
    %m2 = arith.select %is2, %half, %m1 : i32
    %mant = arith.select %is3, %ones, %m2 : i32
    %se = arith.ori %sign, %exp : i32
    %b0 = arith.ori %se, %mant : i32
    // Segments 1 and 2: a multiplicative spread.
    %gold = arith.constant -1640531535 : i32
    %b1 = arith.muli %n, %gold : i32
    // Segments 3 and 4: ordinary values.
    %km = arith.subi %k, %c1024 : i32
    %kf = arith.sitofp %km : i32 to f32
    %s3 = arith.constant 0.0625 : f32
    %s4 = arith.constant 0.01234567 : f32
    %x3 = arith.mulf %kf, %s3 : f32
    %x4 = arith.mulf %kf, %s4 : f32
    %b3 = arith.bitcast %x3 : f32 to i32
    %b4 = arith.bitcast %x4 : f32 to i32
    %iszero = arith.cmpi eq, %seg, %c0 : i32
    %is3s = arith.cmpi eq, %seg, %c3 : i32
    %c4 = arith.constant 4 : i32
    %is4s = arith.cmpi eq, %seg, %c4 : i32
    %r1 = arith.select %iszero, %b0, %b1 : i32
    %r3 = arith.select %is3s, %b3, %r1 : i32
    %r4 = arith.select %is4s, %b4, %r3 : i32
    %x = arith.bitcast %r4 : i32 to f32
    linalg.yield %x : f32
  } -> tensor<1024xf32>
  return %r : tensor<1024xf32>
}

func.func @unary(%block: i32) -> (tensor<1024xi32>, tensor<1024xi32>, tensor<1024xi32>,
                                  tensor<1024xi32>, tensor<1024xi32>) {
  %gen = call @inputs(%block) : (i32) -> tensor<1024xf32>
  %x = util.optimization_barrier %gen : tensor<1024xf32>
  %exp = math.exp %x : tensor<1024xf32>
  %exp_b = util.optimization_barrier %exp : tensor<1024xf32>
  %log = math.log %x : tensor<1024xf32>
  %log_b = util.optimization_barrier %log : tensor<1024xf32>
  %ceil = math.ceil %x : tensor<1024xf32>
  %ceil_b = util.optimization_barrier %ceil : tensor<1024xf32>
  %floor = math.floor %x : tensor<1024xf32>
  %floor_b = util.optimization_barrier %floor : tensor<1024xf32>
  %rsqrt = math.rsqrt %x : tensor<1024xf32>
  %rsqrt_b = util.optimization_barrier %rsqrt : tensor<1024xf32>
  %r0 = arith.bitcast %exp_b : tensor<1024xf32> to tensor<1024xi32>
  %r1 = arith.bitcast %log_b : tensor<1024xf32> to tensor<1024xi32>
  %r2 = arith.bitcast %ceil_b : tensor<1024xf32> to tensor<1024xi32>
  %r3 = arith.bitcast %floor_b : tensor<1024xf32> to tensor<1024xi32>
  %r4 = arith.bitcast %rsqrt_b : tensor<1024xf32> to tensor<1024xi32>
  return %r0, %r1, %r2, %r3, %r4 : tensor<1024xi32>, tensor<1024xi32>, tensor<1024xi32>,
                                   tensor<1024xi32>, tensor<1024xi32>
}
