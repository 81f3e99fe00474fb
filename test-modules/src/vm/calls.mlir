// Calls between functions on the VM alone: private helpers, a call chain, multiple results.
// (Recursive functions are left out: the pinned compiler does not terminate on them.)
// jiree.description: function calls (incl. a function calling another), multi-result calls
// jiree.targets: llvm-cpu
// jiree.vm-only: true
// jiree.run: hypot_sq --input=3 --input=4
// jiree.run: chain --input=5
// jiree.run: divmod_sum --input=47 --input=5

func.func private @square(%x: i32) -> i32 {
  %r = arith.muli %x, %x : i32
  return %r : i32
}

func.func @hypot_sq(%a: i32, %b: i32) -> i32 {
  %a2 = call @square(%a) : (i32) -> i32
  %b2 = call @square(%b) : (i32) -> i32
  %r = arith.addi %a2, %b2 : i32
  return %r : i32
}

func.func private @inc(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}

func.func private @inc_then_square(%x: i32) -> i32 {
  %a = call @inc(%x) : (i32) -> i32
  %b = call @square(%a) : (i32) -> i32
  return %b : i32
}

// An exported function calling another exported function that calls private ones.
func.func @chain(%x: i32) -> i32 {
  %a = call @inc_then_square(%x) : (i32) -> i32
  %b = call @hypot_sq(%a, %x) : (i32, i32) -> i32
  return %b : i32
}

func.func private @divmod(%a: i32, %b: i32) -> (i32, i32) {
  %q = arith.divsi %a, %b : i32
  %r = arith.remsi %a, %b : i32
  return %q, %r : i32, i32
}

func.func @divmod_sum(%a: i32, %b: i32) -> (i32, i32, i32) {
  %q, %r = call @divmod(%a, %b) : (i32, i32) -> (i32, i32)
  %s = arith.addi %q, %r : i32
  return %q, %r, %s : i32, i32, i32
}
