// i32 scalar arithmetic, bit operations and compares on the VM alone (no HAL).
// jiree.description: i32 add/sub/mul/div/rem (signed and unsigned), shifts, bit ops, compares, select
// jiree.targets: llvm-cpu
// jiree.vm-only: true
// jiree.run: arith --input=7 --input=3
// jiree.run: arith --input=-7 --input=3
// jiree.run: arith --input=2147483647 --input=2
// jiree.run: bits --input=-12345 --input=5
// jiree.run: bits --input=255 --input=31
// jiree.run: compare --input=-1 --input=1
// jiree.run: compare --input=4 --input=4
// jiree.run: minmax --input=-5 --input=9
// Scalar inputs take a bare value; a typed `i32=5` is rejected by the reference tool.
// jiree.run: arith --input=i32=5 --input=3
// jiree.run: arith --input=5

func.func @arith(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %add = arith.addi %a, %b : i32
  %sub = arith.subi %a, %b : i32
  %mul = arith.muli %a, %b : i32
  %divs = arith.divsi %a, %b : i32
  %rems = arith.remsi %a, %b : i32
  %divu = arith.divui %a, %b : i32
  %remu = arith.remui %a, %b : i32
  return %add, %sub, %mul, %divs, %rems, %divu, %remu : i32, i32, i32, i32, i32, i32, i32
}

func.func @bits(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %and = arith.andi %a, %b : i32
  %or = arith.ori %a, %b : i32
  %xor = arith.xori %a, %b : i32
  %shl = arith.shli %a, %b : i32
  %shrs = arith.shrsi %a, %b : i32
  %shru = arith.shrui %a, %b : i32
  %c0 = arith.constant -1 : i32
  %not = arith.xori %a, %c0 : i32
  return %and, %or, %xor, %shl, %shrs, %shru, %not : i32, i32, i32, i32, i32, i32, i32
}

func.func @compare(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32) {
  %eq = arith.cmpi eq, %a, %b : i32
  %ne = arith.cmpi ne, %a, %b : i32
  %slt = arith.cmpi slt, %a, %b : i32
  %sge = arith.cmpi sge, %a, %b : i32
  %ult = arith.cmpi ult, %a, %b : i32
  %ugt = arith.cmpi ugt, %a, %b : i32
  %r0 = arith.extui %eq : i1 to i32
  %r1 = arith.extui %ne : i1 to i32
  %r2 = arith.extui %slt : i1 to i32
  %r3 = arith.extui %sge : i1 to i32
  %r4 = arith.extui %ult : i1 to i32
  %r5 = arith.extui %ugt : i1 to i32
  return %r0, %r1, %r2, %r3, %r4, %r5 : i32, i32, i32, i32, i32, i32
}

func.func @minmax(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %mins = arith.minsi %a, %b : i32
  %maxs = arith.maxsi %a, %b : i32
  %minu = arith.minui %a, %b : i32
  %lt = arith.cmpi slt, %a, %b : i32
  %sel = arith.select %lt, %b, %a : i32
  return %mins, %maxs, %minu, %sel : i32, i32, i32, i32
}
