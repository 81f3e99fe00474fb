// Test functions in the style of IREE's e2e tests, using the `check` module's assertions; every
// check holds. IREE runs these with iree-check-module, which registers the native `check` module.
// The pinned pip release ships no iree-check-module; plain iree-run-module has no `check` module,
// so the recorded reference runs are iree-run-module's: the `check` imports are optional, so it runs
// the functions without checking anything. The iree-check-module verdicts come from the definition.
// jiree.description: check.expect_true/expect_eq/expect_eq_const/expect_almost_eq_const, all pass
// jiree.targets: llvm-cpu
// jiree.run: expect_true
// jiree.check-expect: expect_true pass
// jiree.check-expect: expect_eq_tensors pass
// jiree.run: expect_eq_tensors

func.func @expect_true() {
  %c1 = util.unfoldable_constant 1 : i32
  check.expect_true(%c1) : i32
  return
}

func.func @expect_eq_tensors() {
  %a = util.unfoldable_constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %b = util.unfoldable_constant dense<[0.5, 0.5, 0.5, 0.5]> : tensor<4xf32>
  %sum = arith.addf %a, %b : tensor<4xf32>
  check.expect_almost_eq_const(%sum, dense<[1.5, 2.5, 3.5, 4.5]> : tensor<4xf32>) : tensor<4xf32>
  %i = util.unfoldable_constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %twice = arith.addi %i, %i : tensor<2x2xi32>
  check.expect_eq_const(%twice, dense<[[2, 4], [6, 8]]> : tensor<2x2xi32>) : tensor<2x2xi32>
  %expected = util.unfoldable_constant dense<[[2, 4], [6, 8]]> : tensor<2x2xi32>
  check.expect_eq(%twice, %expected) : tensor<2x2xi32>
  return
}
