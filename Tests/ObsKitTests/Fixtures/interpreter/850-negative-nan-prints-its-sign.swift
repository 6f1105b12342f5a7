// How a NaN prints (expected output: swiftc 6.3.1 on this machine): print, string interpolation and the
// debug forms write its sign and kind (`-nan`, `snan`), as Double's TextOutputStreamable does; `description`,
// `String(x)` and `String(describing:)` of a Double say `nan` for every NaN.
let inf = Double.infinity
let minusNaN = inf - inf
print(minusNaN, -Double.nan, Double.nan, (inf - inf).sign, minusNaN.isNaN)
print("\(minusNaN)|\(-Float.nan)|\(Float.nan)", [minusNaN, 1.5], Optional(minusNaN) as Any, (minusNaN, 2))
debugPrint(minusNaN, Double.signalingNaN, -Double.signalingNaN)
print(Double.signalingNaN, -Double.signalingNaN, Float(-Double.nan))
print(minusNaN.description, minusNaN.debugDescription, String(minusNaN), String(describing: minusNaN), String(reflecting: minusNaN))
print(String(-Float.nan), (-Float.nan).description, (-Float.nan).debugDescription, Double.signalingNaN.description)
struct Reading { var value = -Double.nan }
print(Reading())
dump(minusNaN)

// expect: -nan -nan nan minus true
// expect: -nan|-nan|nan [-nan, 1.5] Optional(-nan) (-nan, 2)
// expect: -nan snan -snan
// expect: snan -snan -nan
// expect: nan -nan nan nan -nan
// expect: nan nan -nan nan
// expect: Reading(value: -nan)
// expect: - -nan
