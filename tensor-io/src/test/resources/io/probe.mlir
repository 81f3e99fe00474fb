// Identity functions used to probe how iree-run-module parses inputs and prints results.
// Dynamic shapes let one function take any extent; each element type has a rank-0..3 form.
func.func @r0_f32(%a: tensor<f32>) -> tensor<f32> { return %a : tensor<f32> }
func.func @r0_i32(%a: tensor<i32>) -> tensor<i32> { return %a : tensor<i32> }
func.func @r1_i1(%a: tensor<?xi1>) -> tensor<?xi1> { return %a : tensor<?xi1> }
func.func @r1_i8(%a: tensor<?xi8>) -> tensor<?xi8> { return %a : tensor<?xi8> }
func.func @r1_i16(%a: tensor<?xi16>) -> tensor<?xi16> { return %a : tensor<?xi16> }
func.func @r1_i32(%a: tensor<?xi32>) -> tensor<?xi32> { return %a : tensor<?xi32> }
func.func @r1_i64(%a: tensor<?xi64>) -> tensor<?xi64> { return %a : tensor<?xi64> }
func.func @r1_si8(%a: tensor<?xsi8>) -> tensor<?xsi8> { return %a : tensor<?xsi8> }
func.func @r1_si16(%a: tensor<?xsi16>) -> tensor<?xsi16> { return %a : tensor<?xsi16> }
func.func @r1_si32(%a: tensor<?xsi32>) -> tensor<?xsi32> { return %a : tensor<?xsi32> }
func.func @r1_si64(%a: tensor<?xsi64>) -> tensor<?xsi64> { return %a : tensor<?xsi64> }
func.func @r1_ui8(%a: tensor<?xui8>) -> tensor<?xui8> { return %a : tensor<?xui8> }
func.func @r1_ui16(%a: tensor<?xui16>) -> tensor<?xui16> { return %a : tensor<?xui16> }
func.func @r1_ui32(%a: tensor<?xui32>) -> tensor<?xui32> { return %a : tensor<?xui32> }
func.func @r1_ui64(%a: tensor<?xui64>) -> tensor<?xui64> { return %a : tensor<?xui64> }
func.func @r1_f16(%a: tensor<?xf16>) -> tensor<?xf16> { return %a : tensor<?xf16> }
func.func @r1_bf16(%a: tensor<?xbf16>) -> tensor<?xbf16> { return %a : tensor<?xbf16> }
func.func @r1_f32(%a: tensor<?xf32>) -> tensor<?xf32> { return %a : tensor<?xf32> }
func.func @r1_f64(%a: tensor<?xf64>) -> tensor<?xf64> { return %a : tensor<?xf64> }
func.func @r1_f8E5M2(%a: tensor<?xf8E5M2>) -> tensor<?xf8E5M2> { return %a : tensor<?xf8E5M2> }
func.func @r1_f8E4M3FN(%a: tensor<?xf8E4M3FN>) -> tensor<?xf8E4M3FN> { return %a : tensor<?xf8E4M3FN> }
func.func @r1_f8E5M2FNUZ(%a: tensor<?xf8E5M2FNUZ>) -> tensor<?xf8E5M2FNUZ> { return %a : tensor<?xf8E5M2FNUZ> }
func.func @r1_f8E4M3FNUZ(%a: tensor<?xf8E4M3FNUZ>) -> tensor<?xf8E4M3FNUZ> { return %a : tensor<?xf8E4M3FNUZ> }
func.func @r1_f8E8M0FNU(%a: tensor<?xf8E8M0FNU>) -> tensor<?xf8E8M0FNU> { return %a : tensor<?xf8E8M0FNU> }
func.func @r2_f32(%a: tensor<?x?xf32>) -> tensor<?x?xf32> { return %a : tensor<?x?xf32> }
func.func @r2_i32(%a: tensor<?x?xi32>) -> tensor<?x?xi32> { return %a : tensor<?x?xi32> }
func.func @r3_f32(%a: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> { return %a : tensor<?x?x?xf32> }
func.func @s_i32(%a: i32) -> i32 { return %a : i32 }
func.func @s_i64(%a: i64) -> i64 { return %a : i64 }
func.func @s_f32(%a: f32) -> f32 { return %a : f32 }
func.func @s_f64(%a: f64) -> f64 { return %a : f64 }
func.func @two(%a: tensor<?xf32>, %b: tensor<?xi32>) -> (tensor<?xf32>, tensor<?xi32>) {
  return %a, %b : tensor<?xf32>, tensor<?xi32>
}
func.func @mixed(%a: i32, %b: tensor<?xf32>) -> (i32, tensor<?xf32>) {
  return %a, %b : i32, tensor<?xf32>
}
// Returns a list [%b, %f, null]; the only function here that is not an identity.
func.func @lst(%b: i32, %f: f32) -> !util.list<?> {
  %c3 = arith.constant 3 : index
  %l = util.list.create %c3 : !util.list<?>
  util.list.resize %l, %c3 : !util.list<?>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  util.list.set %l[%c0], %b : i32 -> !util.list<?>
  util.list.set %l[%c1], %f : f32 -> !util.list<?>
  return %l : !util.list<?>
}
