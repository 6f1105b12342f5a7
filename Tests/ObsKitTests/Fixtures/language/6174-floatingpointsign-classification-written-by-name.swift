// The standard library's FloatingPointSign and FloatingPointClassification written by name: cases as static members, rawValue and init(rawValue:), .self, Double(sign:exponent:significand:)
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
let x = -2.5
print(FloatingPointSign.minus, x.sign == FloatingPointSign.minus, FloatingPointSign.plus.rawValue)
let s: FloatingPointSign = .plus
print(s, s == (1.0).sign)
print(FloatingPointClassification.negativeNormal == x.floatingPointClass)
print(type(of: x.sign), FloatingPointSign.self)
print(Double(sign: .minus, exponent: 2, significand: 1.5))
print(Double(sign: FloatingPointSign.plus, exponent: 0, significand: 3))
print(FloatingPointSign(rawValue: 1) as Any)

// expect: minus true 0
// expect: plus true
// expect: true
// expect: FloatingPointSign FloatingPointSign
// expect: -6.0
// expect: 3.0
// expect: Optional(Swift.FloatingPointSign.minus)
