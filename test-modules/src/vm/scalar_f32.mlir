// f32 scalar arithmetic on the VM alone.
// jiree.description: f32 add/sub/mul/div, negf, math ops, compares, int<->float conversions
// jiree.targets: llvm-cpu
// jiree.vm-only: true
// jiree.run: arith --input=1.5 --input=0.25
// jiree.run: arith --input=-3 --input=7
// jiree.run: arith --input=1 --input=0
// jiree.run: arith --input=inf --input=nan
// jiree.run: compare --input=2.5 --input=2.5
// jiree.run: compare --input=-1 --input=3
// jiree.run: convert --input=-7.75
// jiree.run: convert --input=100.5
// jiree.run: math --input=2

func.func @arith(%a: f32, %b: f32) -> (f32, f32, f32, f32, f32) {
  %add = arith.addf %a, %b : f32
  %sub = arith.subf %a, %b : f32
  %mul = arith.mulf %a, %b : f32
  %div = arith.divf %a, %b : f32
  %neg = arith.negf %a : f32
  return %add, %sub, %mul, %div, %neg : f32, f32, f32, f32, f32
}

func.func @compare(%a: f32, %b: f32) -> (i32, i32, i32, f32, f32) {
  %eq = arith.cmpf oeq, %a, %b : f32
  %lt = arith.cmpf olt, %a, %b : f32
  %ge = arith.cmpf oge, %a, %b : f32
  %r0 = arith.extui %eq : i1 to i32
  %r1 = arith.extui %lt : i1 to i32
  %r2 = arith.extui %ge : i1 to i32
  %min = arith.minimumf %a, %b : f32
  %max = arith.maximumf %a, %b : f32
  return %r0, %r1, %r2, %min, %max : i32, i32, i32, f32, f32
}

func.func @convert(%a: f32) -> (i32, f32, i64) {
  %i = arith.fptosi %a : f32 to i32
  %f = arith.sitofp %i : i32 to f32
  %l = arith.fptosi %a : f32 to i64
  return %i, %f, %l : i32, f32, i64
}

func.func @math(%a: f32) -> (f32, f32, f32, f32) {
  %sqrt = math.sqrt %a : f32
  %abs = math.absf %a : f32
  %floor = math.floor %sqrt : f32
  %fma = math.fma %a, %a, %a : f32
  return %sqrt, %abs, %floor, %fma : f32, f32, f32, f32
}
