// Apple docs style (numeric literals): hex, octal, binary, underscores and hex floats
let decimal = 1_000_000
let hex = 0xFF_FF
let octal = 0o7_5_5
let binary = 0b1111_0000
print(decimal, hex, octal, binary)

// Literal types are inferred from context
let small: UInt8 = 0b1000_0001
let wide: Int64 = 0x7FFF_FFFF_FFFF_FFFF
let negHex = -0x80
print(small, wide, negHex)
print(0x10 + 0o10 + 0b10 + 10)

// Hexadecimal floating-point literals: mantissa times a power of two
let quarter = 0x1p-2
let threeHalves = 0x1.8p0
let twelve = 0x1.8p3
let tenth = 0x1.999999999999ap-4
print(quarter, threeHalves, twelve, tenth, tenth == 0.1)
print(0xAp0, 0x1p10, 0x0.8p1, 0x1p-1074)
print(0xFp-4, 0x1.fffffffffffffp1023 == Double.greatestFiniteMagnitude)

// Decimal floating literals with exponents and underscores
let avogadro = 6.022_140_76e23
let planck = 6.626_070_15e-34
print(avogadro, planck)
print(1_0.0_1, 1e0, 1E2, 2.5e-3)

// Float literals
let f1: Float = 0x1p-3
let f2: Float = 1_234.5
print(f1, f2)

// Leading zeros in decimal literals are allowed and ignored
print(007, 0010, 00.5)

// Using binary literals as flags
let read = 0b001, write = 0b010, execute = 0b100
let perms = read | execute
print("can write:", perms & write != 0, "can execute:", perms & execute != 0, "perms:", perms)

// Literals for all integer types
let values: [Any] = [Int8(0x7F), UInt16(0o177777), Int32(-0b1), UInt64(0xFFFF_FFFF_FFFF_FFFF)]
for v in values { print(v, type(of: v)) }

// expect: 1000000 65535 493 240
// expect: 129 9223372036854775807 -128
// expect: 36
// expect: 0.25 1.5 12.0 0.1 true
// expect: 10.0 1024.0 1.0 5e-324
// expect: 0.9375 true
// expect: 6.02214076e+23 6.62607015e-34
// expect: 10.01 1.0 100.0 0.0025
// expect: 0.125 1234.5
// expect: 7 10 0.5
// expect: can write: false can execute: true perms: 5
// expect: 127 Int8
// expect: 65535 UInt16
// expect: -1 Int32
// expect: 18446744073709551615 UInt64
