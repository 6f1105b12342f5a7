// Swift book style: numeric literals and type conversion
// Checks: binary/octal/hex literals, exponent literals (decimal and hex),
// underscores and leading zeros, Double/Float printing, and converting
// between Int, Double, UInt8, Int16 with truncation toward zero.

let decimalInteger = 17
let binaryInteger = 0b10001
let octalInteger = 0o21
let hexadecimalInteger = 0x11
print(decimalInteger, binaryInteger, octalInteger, hexadecimalInteger)
print(decimalInteger == binaryInteger && octalInteger == hexadecimalInteger)

let tinyExp = 1.25e2
let smallExp = 1.25e-2
print(tinyExp)
print(smallExp)

let hexFloat1 = 0xFp2
let hexFloat2 = 0xFp-2
let hexFloat3 = 0xC.3p0
print(hexFloat1)
print(hexFloat2)
print(hexFloat3)

let paddedDouble = 000123.456
let oneMillion = 1_000_000
let justOverOneMillion = 1_000_000.000_000_1
print(paddedDouble)
print(oneMillion)
print(justOverOneMillion)
print(0b1111_0000, 0xFF_FF, 0o7_7)

// Conversion between integer types
let twoThousand: UInt16 = 2_000
let one: UInt8 = 1
let twoThousandAndOne = twoThousand + UInt16(one)
print(twoThousandAndOne)

let three = 3
let pointOneFourOneFiveNine = 0.14159
let pi = Double(three) + pointOneFourOneFiveNine
print(pi)
let integerPi = Int(pi)
print(integerPi)
print(Int(-3.99))
print(Int(7.999))

// Literal combinations
print(3 + 0.14159)

// Float vs Double printing
let f: Float = 0.1
let d: Double = 0.1
print(f)
print(d)
print(Float(1) / 3)
print(1.0 / 3.0)
print(2.0 * 1.5)
print(10.0)
print(1e16)
print(1e-5)
print(123456789.0)

// Exactly / failable conversions
print(Int8(exactly: 127) as Any)
print(Int8(exactly: 128) as Any)
print(UInt8(exactly: -1) as Any)
print(UInt8(exactly: 255) as Any)
print(Int16(truncatingIfNeeded: 70_000))
print(UInt8(truncatingIfNeeded: -1))
print(Int(clamping: UInt.max) == Int.max)
print(UInt8(clamping: 300))
print(Int8(clamping: -200))

// Double helpers that need no math library
let measure = 2.5
print(measure.sign == .plus, (-measure).sign == .minus)
print(measure.isZero, (0.0).isZero, Double.infinity > measure)
print(measure * measure)
print(Int(measure * 2))
print(Double(7) / Double(2))
print(7 / 2, 7 % 2)

// expect: 17 17 17 17
// expect: true
// expect: 125.0
// expect: 0.0125
// expect: 60.0
// expect: 3.75
// expect: 12.1875
// expect: 123.456
// expect: 1000000
// expect: 1000000.0000001
// expect: 240 65535 63
// expect: 2001
// expect: 3.14159
// expect: 3
// expect: -3
// expect: 7
// expect: 3.14159
// expect: 0.1
// expect: 0.1
// expect: 0.33333334
// expect: 0.3333333333333333
// expect: 3.0
// expect: 10.0
// expect: 1e+16
// expect: 1e-05
// expect: 123456789.0
// expect: Optional(127)
// expect: nil
// expect: nil
// expect: Optional(255)
// expect: 4464
// expect: 255
// expect: true
// expect: 255
// expect: -128
// expect: true true
// expect: false true true
// expect: 6.25
// expect: 5
// expect: 3.5
// expect: 3 1
