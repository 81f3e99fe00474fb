// Branches and loops on the VM alone: scf.if, scf.for with carried values, scf.while, cf blocks.
// jiree.description: branches, counted and conditional loops, multi-block control flow
// jiree.targets: llvm-cpu
// jiree.vm-only: true
// jiree.run: abs_diff --input=3 --input=10
// jiree.run: abs_diff --input=10 --input=3
// jiree.run: sum_to --input=100
// jiree.run: sum_to --input=0
// jiree.run: factorial --input=20
// jiree.run: fib --input=40
// jiree.run: gcd --input=1071 --input=462
// jiree.run: collatz_steps --input=27
// jiree.run: classify --input=-4
// jiree.run: classify --input=0
// jiree.run: classify --input=17

func.func @abs_diff(%a: i32, %b: i32) -> i32 {
  %lt = arith.cmpi slt, %a, %b : i32
  %r = scf.if %lt -> i32 {
    %d = arith.subi %b, %a : i32
    scf.yield %d : i32
  } else {
    %d = arith.subi %a, %b : i32
    scf.yield %d : i32
  }
  return %r : i32
}

// 0 + 1 + ... + n with an index loop.
func.func @sum_to(%n: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %nidx = arith.index_cast %n : i32 to index
  %ub = arith.addi %nidx, %c1 : index
  %sum = scf.for %i = %c0 to %ub step %c1 iter_args(%acc = %zero) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %next = arith.addi %acc, %ii : i32
    scf.yield %next : i32
  }
  return %sum : i32
}

func.func @factorial(%n: i64) -> i64 {
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i64
  %nidx = arith.index_cast %n : i64 to index
  %ub = arith.addi %nidx, %c1 : index
  %r = scf.for %i = %c1 to %ub step %c1 iter_args(%acc = %one) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %next = arith.muli %acc, %ii : i64
    scf.yield %next : i64
  }
  return %r : i64
}

// Iterative Fibonacci with two carried values.
func.func @fib(%n: i32) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a0 = arith.constant 0 : i64
  %b0 = arith.constant 1 : i64
  %ub = arith.index_cast %n : i32 to index
  %r:2 = scf.for %i = %c0 to %ub step %c1 iter_args(%a = %a0, %b = %b0) -> (i64, i64) {
    %s = arith.addi %a, %b : i64
    scf.yield %b, %s : i64, i64
  }
  return %r#0 : i64
}

// Euclid's algorithm with scf.while.
func.func @gcd(%a: i32, %b: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %ne = arith.cmpi ne, %y, %zero : i32
    scf.condition(%ne) %x, %y : i32, i32
  } do {
  ^bb0(%x: i32, %y: i32):
    %m = arith.remsi %x, %y : i32
    scf.yield %y, %m : i32, i32
  }
  return %r#0 : i32
}

// Explicit blocks and branches: number of Collatz steps to reach 1.
func.func @collatz_steps(%n: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %three = arith.constant 3 : i32
  cf.br ^loop(%n, %zero : i32, i32)
^loop(%x: i32, %steps: i32):
  %done = arith.cmpi eq, %x, %one : i32
  cf.cond_br %done, ^exit(%steps : i32), ^step
^step:
  %rem = arith.remui %x, %two : i32
  %even = arith.cmpi eq, %rem, %zero : i32
  %next_steps = arith.addi %steps, %one : i32
  cf.cond_br %even, ^even, ^odd
^even:
  %half = arith.divui %x, %two : i32
  cf.br ^loop(%half, %next_steps : i32, i32)
^odd:
  %t = arith.muli %x, %three : i32
  %t1 = arith.addi %t, %one : i32
  cf.br ^loop(%t1, %next_steps : i32, i32)
^exit(%r: i32):
  return %r : i32
}

// Three-way branch: -1, 0 or 1 scaled by 100.
func.func @classify(%x: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %neg = arith.cmpi slt, %x, %zero : i32
  cf.cond_br %neg, ^negative, ^nonneg
^negative:
  %m = arith.constant -100 : i32
  return %m : i32
^nonneg:
  %z = arith.cmpi eq, %x, %zero : i32
  cf.cond_br %z, ^zero, ^positive
^zero:
  return %zero : i32
^positive:
  %p = arith.constant 100 : i32
  return %p : i32
}
