// Several exported functions in one module, with different signatures, sharing a private helper.
// jiree.description: four exported functions (tensor and scalar results) sharing a helper
// jiree.targets: cpu cuda
// jiree.run: negate --input=3xf32=1,-2,0.5
// jiree.run: scale --input=3xf32=1,2,3 --input=2.5
// jiree.run: sum_and_count --input=5xi32=1,2,3,4,5
// jiree.run: twice "--input=2x2xi32=[1 2][3 4]"

func.func private @double(%a: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %r = arith.addi %a, %a : tensor<2x2xi32>
  return %r : tensor<2x2xi32>
}

func.func @negate(%a: tensor<3xf32>) -> tensor<3xf32> {
  %r = arith.negf %a : tensor<3xf32>
  return %r : tensor<3xf32>
}

func.func @scale(%a: tensor<3xf32>, %s: f32) -> tensor<3xf32> {
  %e = tensor.empty() : tensor<3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%a : tensor<3xf32>) outs(%e : tensor<3xf32>) {
  ^bb0(%x: f32, %out: f32):
    %m = arith.mulf %x, %s : f32
    linalg.yield %m : f32
  } -> tensor<3xf32>
  return %r : tensor<3xf32>
}

func.func @sum_and_count(%a: tensor<5xi32>) -> (tensor<i32>, i32) {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<i32>
  %acc = linalg.fill ins(%zero : i32) outs(%e : tensor<i32>) -> tensor<i32>
  %r = linalg.reduce ins(%a : tensor<5xi32>) outs(%acc : tensor<i32>) dimensions = [0]
    (%x: i32, %y: i32) {
      %s = arith.addi %x, %y : i32
      linalg.yield %s : i32
    }
  %n = arith.constant 5 : i32
  return %r, %n : tensor<i32>, i32
}

func.func @twice(%a: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %r = call @double(%a) : (tensor<2x2xi32>) -> tensor<2x2xi32>
  %r2 = call @double(%r) : (tensor<2x2xi32>) -> tensor<2x2xi32>
  return %r2 : tensor<2x2xi32>
}
