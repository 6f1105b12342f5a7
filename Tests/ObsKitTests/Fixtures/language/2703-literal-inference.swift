// Compiler test style: numeric literal type inference in mixed expressions
let a = 7 / 2
let b: Double = 7 / 2
let c = 7 / 2 * 2.0
let d = 1 + 1.5
print(a, b, c, d)
print(type(of: a), type(of: c), type(of: d))
let e: Float = 1 / 3
print(e)
let f = 10 % 3 + 1
let g = Double(10 % 3) / 4
print(f, g)
let h = -7 / 2
let i: Double = -7 / 2
print(h, i)
let j = 0x1p4, k = 0o17, l = 0b1_0_1, m = 1_000.5_5
print(j, k, l, m)
let n = 0xFF as UInt8, o = 0x1.8p1
print(n, o, 1e-3, 2E+2)
let p: UInt8 = 250 + 5
let q = UInt16(p) * 2
print(p, q, type(of: q))

// expect: 3 3.5 7.0 2.5
// expect: Int Double Double
// expect: 0.33333334
// expect: 2 0.25
// expect: -3 -3.5
// expect: 16.0 15 5 1000.55
// expect: 255 3.0 0.001 200.0
// expect: 255 510 UInt16
