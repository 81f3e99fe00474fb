// Like check_pass, but expect_mismatch's check.expect_eq fails (3 + 4 is not 8); iree-check-module
// reports the mismatch and exits non-zero. expect_false fails check.expect_true.
// The pinned pip release ships no iree-check-module; plain iree-run-module has no `check` module,
// so the recorded reference runs are iree-run-module's: the `check` imports are optional, so it runs
// the functions without checking anything (and exits 0). The iree-check-module verdicts come from
// the definition.
// jiree.description: check.expect_eq and check.expect_true that fail
// jiree.targets: llvm-cpu
// jiree.run: expect_mismatch
// jiree.check-expect: expect_mismatch fail
// jiree.check-expect: expect_false fail
// jiree.run: expect_false

func.func @expect_mismatch() {
  %a = util.unfoldable_constant dense<[1, 3]> : tensor<2xi32>
  %b = util.unfoldable_constant dense<[1, 4]> : tensor<2xi32>
  %sum = arith.addi %a, %b : tensor<2xi32>
  %wrong = util.unfoldable_constant dense<[2, 8]> : tensor<2xi32>
  check.expect_eq(%sum, %wrong) : tensor<2xi32>
  return
}

func.func @expect_false() {
  %c0 = util.unfoldable_constant 0 : i32
  check.expect_true(%c0) : i32
  return
}
