// f64 scalar arithmetic on the VM alone (needs the VM's f64 extension).
// jiree.description: f64 arithmetic and compares; f64 kept (no demotion to f32)
// jiree.targets: llvm-cpu
// jiree.flags: --iree-input-demote-f64-to-f32=false
// jiree.vm-only: true
// jiree.run: arith --input=1.5 --input=0.25
// jiree.run: arith --input=1e300 --input=1e-300
// jiree.run: compare --input=0.1 --input=0.2
// jiree.run: poly --input=-123.456789

func.func @arith(%a: f64, %b: f64) -> (f64, f64, f64, f64) {
  %add = arith.addf %a, %b : f64
  %sub = arith.subf %a, %b : f64
  %mul = arith.mulf %a, %b : f64
  %div = arith.divf %a, %b : f64
  return %add, %sub, %mul, %div : f64, f64, f64, f64
}

func.func @compare(%a: f64, %b: f64) -> (i32, i32, f64) {
  %lt = arith.cmpf olt, %a, %b : f64
  %ne = arith.cmpf one, %a, %b : f64
  %r0 = arith.extui %lt : i1 to i32
  %r1 = arith.extui %ne : i1 to i32
  %sum = arith.addf %a, %b : f64
  return %r0, %r1, %sum : i32, i32, f64
}

// A polynomial whose f64 result differs from what f32 would give (f64<->f32/int casts do not
// lower to the VM in the pinned compiler, so none are used here).
func.func @poly(%x: f64) -> f64 {
  %c2 = arith.constant 2.0 : f64
  %c01 = arith.constant 0.1 : f64
  %x2 = arith.mulf %x, %x : f64
  %x3 = arith.mulf %x2, %x : f64
  %t = arith.mulf %c2, %x : f64
  %d = arith.subf %x3, %t : f64
  %r = arith.addf %d, %c01 : f64
  return %r : f64
}
