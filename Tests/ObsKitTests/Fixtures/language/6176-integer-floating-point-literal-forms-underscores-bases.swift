// Language Reference style (lexical structure): integer and floating-point literal forms, underscores, bases, hex floats, exponents
let dec = 1_000_000
let bin = 0b1010_1010
let oct = 0o755
let hex = 0xFF_FF
let neg = -0x10
print(dec, bin, oct, hex, neg)
print(0b0, 0o0, 0x0, 007, 1__2)

let f1 = 1.5e3
let f2 = 2E-2
let f3 = 0x1p-2
let f4 = 0xC.3p0
let f5 = 0x1.8p1
let f6 = 1_000.000_1
print(f1, f2, f3, f4, f5, f6)
print(0x10p4, 0x1P+3, 12.5e+1)

let d: Double = 5
let fl: Float = 0x1p-1
print(d, fl, type(of: 3), type(of: 3.0))
let big: UInt8 = 0xff
let small: Int8 = -0b1000_0000
print(big, small)
let c: Character = "A"
print(c, "\u{41}" == "A")
print(Int("0x10") as Any, Int("10", radix: 16)!, Int("777", radix: 8)!)
print(String(255, radix: 2), String(0o17, radix: 16))
print(1e2 == 100, 0x1p0 == 1.0)
let lit = 0.1 + 0.2
print(lit == 0.3, (lit * 10).rounded())

// expect: 1000000 170 493 65535 -16
// expect: 0 0 0 7 12
// expect: 1500.0 0.02 0.25 12.1875 3.0 1000.0001
// expect: 256.0 8.0 125.0
// expect: 5.0 0.5 Int Double
// expect: 255 -128
// expect: A true
// expect: nil 16 511
// expect: 11111111 f
// expect: true true
// expect: false 3.0
