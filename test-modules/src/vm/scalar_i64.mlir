// i64 scalar arithmetic on the VM alone, including values that need all 64 bits.
// jiree.description: i64 arithmetic, shifts, compares and i32<->i64 conversions
// jiree.targets: llvm-cpu
// jiree.vm-only: true
// jiree.run: arith --input=9000000000 --input=7
// jiree.run: arith --input=-9223372036854775807 --input=-3
// jiree.run: bits --input=1 --input=40
// jiree.run: convert --input=-2
// jiree.run: convert --input=4294967295
// jiree.run: compare --input=-9000000000 --input=9000000000

func.func @arith(%a: i64, %b: i64) -> (i64, i64, i64, i64, i64) {
  %add = arith.addi %a, %b : i64
  %sub = arith.subi %a, %b : i64
  %mul = arith.muli %a, %b : i64
  %divs = arith.divsi %a, %b : i64
  %rems = arith.remsi %a, %b : i64
  return %add, %sub, %mul, %divs, %rems : i64, i64, i64, i64, i64
}

func.func @bits(%a: i64, %b: i64) -> (i64, i64, i64, i64) {
  %shl = arith.shli %a, %b : i64
  %neg = arith.subi %b, %shl : i64
  %shrs = arith.shrsi %neg, %b : i64
  %shru = arith.shrui %neg, %b : i64
  %xor = arith.xori %shl, %neg : i64
  return %shl, %shrs, %shru, %xor : i64, i64, i64, i64
}

// Widening and narrowing between i32 and i64.
func.func @convert(%a: i64) -> (i32, i64, i64) {
  %t = arith.trunci %a : i64 to i32
  %s = arith.extsi %t : i32 to i64
  %u = arith.extui %t : i32 to i64
  return %t, %s, %u : i32, i64, i64
}

func.func @compare(%a: i64, %b: i64) -> (i32, i32, i64) {
  %slt = arith.cmpi slt, %a, %b : i64
  %ult = arith.cmpi ult, %a, %b : i64
  %r0 = arith.extui %slt : i1 to i32
  %r1 = arith.extui %ult : i1 to i32
  %max = arith.maxsi %a, %b : i64
  return %r0, %r1, %max : i32, i32, i64
}
