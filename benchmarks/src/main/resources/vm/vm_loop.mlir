// Interpreter benchmark: a VM-only loop of n iterations of i32 and i64 arithmetic, compares and
// branches (no HAL, no tensors). Each iteration steps a 32-bit linear congruential generator,
// branches on one of its bits, and folds the value into a 64-bit accumulator, so the compiler
// cannot hoist or fold the loop: every iteration runs in the interpreter (about ten VM ops).
//
// The counter counts down from the argument: an scf.for from constant 0 made the pinned
// compiler emit an entry branch whose register moves overwrite each other (the loop then
// starts from the wrong count in IREE's runtime and in jiree alike).
//
// Rebuild (benchmarks/run checks the result of loop(n) in both runtimes):
//   iree-compile --iree-hal-target-device=local --iree-hal-local-target-device-backends=llvm-cpu \
//     vm_loop.mlir -o vm_loop.vmfb

func.func @loop(%n: i32) -> i64 {
  %seed = arith.constant 7 : i32
  %acc0 = arith.constant 5 : i64
  %mul = arith.constant 1103515245 : i32
  %inc = arith.constant 12345 : i32
  %mask = arith.constant 65536 : i32
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %k = arith.constant 3 : i64
  %r:3 = scf.while (%i = %n, %x = %seed, %acc = %acc0) : (i32, i32, i64) -> (i32, i32, i64) {
    %more = arith.cmpi sgt, %i, %zero : i32
    scf.condition(%more) %i, %x, %acc : i32, i32, i64
  } do {
  ^bb0(%i: i32, %x: i32, %acc: i64):
    %m = arith.muli %x, %mul : i32
    %x1 = arith.addi %m, %inc : i32
    %bit = arith.andi %x1, %mask : i32
    %set = arith.cmpi ne, %bit, %zero : i32
    %wide = arith.extui %x1 : i32 to i64
    %acc1 = scf.if %set -> i64 {
      %a = arith.addi %acc, %wide : i64
      scf.yield %a : i64
    } else {
      %t = arith.muli %acc, %k : i64
      %a = arith.xori %t, %wide : i64
      scf.yield %a : i64
    }
    %i1 = arith.subi %i, %one : i32
    scf.yield %i1, %x1, %acc1 : i32, i32, i64
  }
  return %r#2 : i64
}
