// Apple docs style (FloatingPoint.exponent, significand, sign): taking a Double apart
func describe(_ x: Double) {
    let s = x.sign == .minus ? "-" : "+"
    print("\(x): sign \(s) significand \(x.significand) exponent \(x.exponent)")
}

for x in [1.0, 2.0, 3.0, 0.75, 10.0, -6.5, 1024.0, 0.1, -0.001] {
    describe(x)
}

// Rebuilding with init(sign:exponent:significand:)
let parts: [(FloatingPointSign, Int, Double)] = [(.plus, 3, 1.5), (.minus, -2, 1.0), (.plus, 10, 1.25)]
for (sign, exp, sig) in parts {
    let value = Double(sign: sign, exponent: exp, significand: sig)
    print("sign \(sign) exp \(exp) sig \(sig) -> \(value)")
}

// significand * 2^exponent == x (for finite nonzero)
var allOk = true
for x in [123.456, -0.000321, 7e100, 5e-300] {
    let rebuilt = Double(sign: x.sign, exponent: x.exponent, significand: x.significand)
    if rebuilt != x { allOk = false }
}
print("round trip ok:", allOk)

// Special cases
print("zero exponent:", (0.0).exponent == Int.min)
print("inf exponent:", Double.infinity.exponent == Int.max, "significand:", Double.infinity.significand)
print("nan significand:", Double.nan.significand)
print("sign of -0.0:", (-0.0).sign, "sign of 0.0:", (0.0).sign)
print("sign of -nan:", (-Double.nan).sign)

// Float's exponent for the same values
let f: Float = 48
print("Float 48: significand \(f.significand) exponent \(f.exponent)")

// Using exponent as an integer log2
for n in [1.0, 5.0, 17.0, 1000.0, 65536.0] {
    print("floor(log2(\(n))) = \(n.exponent)")
}

// expect: 1.0: sign + significand 1.0 exponent 0
// expect: 2.0: sign + significand 1.0 exponent 1
// expect: 3.0: sign + significand 1.5 exponent 1
// expect: 0.75: sign + significand 1.5 exponent -1
// expect: 10.0: sign + significand 1.25 exponent 3
// expect: -6.5: sign - significand 1.625 exponent 2
// expect: 1024.0: sign + significand 1.0 exponent 10
// expect: 0.1: sign + significand 1.6 exponent -4
// expect: -0.001: sign - significand 1.024 exponent -10
// expect: sign plus exp 3 sig 1.5 -> 12.0
// expect: sign minus exp -2 sig 1.0 -> -0.25
// expect: sign plus exp 10 sig 1.25 -> 1280.0
// expect: round trip ok: true
// expect: zero exponent: true
// expect: inf exponent: true significand: inf
// expect: nan significand: nan
// expect: sign of -0.0: minus sign of 0.0: plus
// expect: sign of -nan: minus
// expect: Float 48: significand 1.5 exponent 5
// expect: floor(log2(1.0)) = 0
// expect: floor(log2(5.0)) = 2
// expect: floor(log2(17.0)) = 4
// expect: floor(log2(1000.0)) = 9
// expect: floor(log2(65536.0)) = 16
