// Tests for check-module: two pass, three fail (one of each failing expectation kind).
func.func @passes_scalar() {
  %c = util.unfoldable_constant 1 : i32
  check.expect_true(%c) : i32
  %z = util.unfoldable_constant 0 : i32
  check.expect_false(%z) : i32
  return
}

func.func @passes_tensors() {
  %a = util.unfoldable_constant dense<[1, 2, 3]> : tensor<3xi32>
  %b = arith.addi %a, %a : tensor<3xi32>
  check.expect_eq_const(%b, dense<[2, 4, 6]> : tensor<3xi32>) : tensor<3xi32>
  %f = util.unfoldable_constant dense<[1.0, 2.0]> : tensor<2xf32>
  check.expect_almost_eq_const(%f, dense<[1.00001, 2.0]> : tensor<2xf32>) : tensor<2xf32>
  %t = util.unfoldable_constant dense<[1, 5]> : tensor<2xi32>
  check.expect_all_true(%t) : tensor<2xi32>
  return
}

func.func @fails_true() {
  %z = util.unfoldable_constant 0 : i32
  check.expect_true(%z) : i32
  return
}

func.func @fails_eq() {
  %a = util.unfoldable_constant dense<[1, 2, 3]> : tensor<3xi32>
  check.expect_eq_const(%a, dense<[1, 2, 4]> : tensor<3xi32>) : tensor<3xi32>
  return
}

func.func @fails_almost_eq() {
  %f = util.unfoldable_constant dense<[1.0, 2.0]> : tensor<2xf32>
  check.expect_almost_eq_const(%f, dense<[1.0, 2.5]> : tensor<2xf32>) : tensor<2xf32>
  return
}
