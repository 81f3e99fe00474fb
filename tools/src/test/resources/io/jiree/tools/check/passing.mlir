// Tests for check-module that all pass.
func.func @adds() {
  %a = util.unfoldable_constant dense<[1, 2, 3]> : tensor<3xi32>
  %b = arith.addi %a, %a : tensor<3xi32>
  check.expect_eq_const(%b, dense<[2, 4, 6]> : tensor<3xi32>) : tensor<3xi32>
  return
}

func.func @compares() {
  %c = util.unfoldable_constant 3 : i32
  %d = util.unfoldable_constant 4 : i32
  %lt = arith.cmpi slt, %c, %d : i32
  %e = arith.extui %lt : i1 to i32
  check.expect_true(%e) : i32
  return
}
