// A string literal of one scalar where a `Unicode.Scalar` (or `UnicodeScalar`) is declared is a scalar:
// in an annotation, a parameter, a return and an array of them; a scalar view's dropFirst/dropLast make
// strings again.
// Expected output: swiftc 6.3.1 (Linux), run on this machine.
let a: Unicode.Scalar = "A"
print(a, a.value)
func code(_ scalar: Unicode.Scalar) -> UInt32 { scalar.value }
print(code("\u{00E9}"), code("z"))
func star() -> UnicodeScalar { "*" }
print(star(), star().value)
let vowels: [Unicode.Scalar] = ["a", "e"]
print(vowels.map { $0.value })
let scalars = ("x" + "yz").unicodeScalars
print(String(scalars.dropFirst()), String(scalars.dropLast()), String(scalars.dropFirst(2)))
print(scalars.first == "x", scalars.last == "z")

// expect: A 65
// expect: 233 122
// expect: * 42
// expect: [97, 101]
// expect: yz xy z
// expect: true true
