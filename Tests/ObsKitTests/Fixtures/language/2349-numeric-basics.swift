// Swift book style: The Basics: integer and floating-point literals, conversion, bounds, numeric printing
let decimalInteger = 17
let binaryInteger = 0b10001
let octalInteger = 0o21
let hexadecimalInteger = 0x11
print(decimalInteger, binaryInteger, octalInteger, hexadecimalInteger)

let exponents = [1.25e2, 1.25e-2, 0xFp2, 0xFp-2, 0xC.3p0]
print(exponents)
let paddedDouble = 000123.456
let oneMillion = 1_000_000
let justOverOneMillion = 1_000_000.000_000_1
print(paddedDouble, oneMillion, justOverOneMillion)

print(UInt8.min, UInt8.max, Int8.min, Int16.max, Int32.min, UInt32.max)
print(Int.max, Int.min, UInt64.max)

let twoThousand: UInt16 = 2_000
let one: UInt8 = 1
let twoThousandAndOne = twoThousand + UInt16(one)
print(twoThousandAndOne, type(of: twoThousandAndOne))

let three = 3
let pointOneFourOneFiveNine = 0.14159
let pi = Double(three) + pointOneFourOneFiveNine
let integerPi = Int(pi)
print(pi, integerPi, Int(-3.99), Int(4.75))

print(0.1 + 0.2, 1.0 / 3.0, 2.0 / 3.0, 100.0, 1e16, 1e-5, 123456789.0)
print(Float(0.1), Float(1) / 3, Double(Float(0.1)), 5e-324, Double.greatestFiniteMagnitude)
print(1.0 / 0.0, -1.0 / 0.0, (0.0 / 0.0).isNaN, -0.0, Double.infinity > 1e308)
print(7 / 2, -7 / 2, 7 % -2, (-7).quotientAndRemainder(dividingBy: 2), 7.5.truncatingRemainder(dividingBy: 2))
print(Int8(exactly: 300) as Any, Int16(exactly: -300) as Any, UInt(exactly: -1) as Any, Double(exactly: 9_007_199_254_740_993) as Any)
print(abs(-42), (-42).magnitude, (-5).signum(), 12.isMultiple(of: 4), Int("  5") as Any, Int("+5") as Any, Double("1e3") as Any)
print(Double.pi, Float.pi, Double(Int.max), Int(Double(1 << 53) + 1))
print(String(255, radix: 2), String(255, radix: 16, uppercase: true), Int("ff", radix: 16)!, Int("z", radix: 36)!)
let score: Double = 87
print("score \(score), half \(score / 2), as int \(Int(score))", min(3, 1, 2), max(2.5, 1))
print(Double(17) / 4, Float(17) / 4, Double(1) / 10 * 3, 1.1 * 1.1, 100 * 1.1)

// expect: 17 17 17 17
// expect: [125.0, 0.0125, 60.0, 3.75, 12.1875]
// expect: 123.456 1000000 1000000.0000001
// expect: 0 255 -128 32767 -2147483648 4294967295
// expect: 9223372036854775807 -9223372036854775808 18446744073709551615
// expect: 2001 UInt16
// expect: 3.14159 3 -3 4
// expect: 0.30000000000000004 0.3333333333333333 0.6666666666666666 100.0 1e+16 1e-05 123456789.0
// expect: 0.1 0.33333334 0.10000000149011612 5e-324 1.7976931348623157e+308
// expect: inf -inf true -0.0 true
// expect: 3 -3 1 (quotient: -3, remainder: -1) 1.5
// expect: nil Optional(-300) nil nil
// expect: 42 42 -1 true nil Optional(5) Optional(1000.0)
// expect: 3.141592653589793 3.1415925 9.223372036854776e+18 9007199254740992
// expect: 11111111 FF 255 35
// expect: score 87.0, half 43.5, as int 87 1 2.5
// expect: 4.25 4.25 0.30000000000000004 1.2100000000000002 110.00000000000001
