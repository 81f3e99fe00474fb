// Interpreter benchmark: a VM-only loop of n iterations of i32 and i64 arithmetic, compares and
// branches (no HAL, no tensors). Each iteration steps a 32-bit linear congruential generator,
// branches on one of its bits, and folds the value into a 64-bit accumulator, so the compiler
// cannot hoist or fold the loop: every iteration runs in the interpreter.
//
// Rebuild: iree-compile --iree-hal-target-device=local
//            --iree-hal-local-target-device-backends=llvm-cpu vm_loop.mlir -o vm_loop.vmfb

func.func @loop(%n: i32) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %seed = arith.constant 1 : i32
  %zero64 = arith.constant 0 : i64
  %mul = arith.constant 1103515245 : i32
  %inc = arith.constant 12345 : i32
  %mask = arith.constant 65536 : i32
  %zero = arith.constant 0 : i32
  %k = arith.constant 3 : i64
  %ub = arith.index_cast %n : i32 to index
  %r:2 = scf.for %i = %c0 to %ub step %c1 iter_args(%x = %seed, %acc = %zero64) -> (i32, i64) {
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
    scf.yield %x1, %acc1 : i32, i64
  }
  return %r#1 : i64
}
