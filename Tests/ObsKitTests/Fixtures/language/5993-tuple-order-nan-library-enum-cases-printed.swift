// Tuples compared as the standard library does (the first elements that differ decide, so a NaN decides at once), and library enums' cases (FloatingPointSign, FloatingPointClassification, Unicode.NumericType, Unicode.GeneralCategory) printed with their qualified type inside collections and optionals
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
print((Double.nan, 1) < (1.0, 2), (1.0, 1) < (Double.nan, 2), (1, 2) <= (1, 2), (1, 3) > (1, 2), ("a", 2) >= ("a", 3), (1, Double.nan) <= (1, Double.nan))
let x = -2.5
print(x.sign, [x.sign], Optional(x.sign), x.sign == .minus, x.floatingPointClass, [x.floatingPointClass])
switch x.sign { case .minus: print("neg"); case .plus: print("pos") }
print(Double(sign: x.sign, exponent: 1, significand: 1.5))
let s: Unicode.Scalar = "5"
print(s.properties.numericType as Any, s.properties.generalCategory, [s.properties.generalCategory])

// expect: false false true true false false
// expect: minus [Swift.FloatingPointSign.minus] Optional(Swift.FloatingPointSign.minus) true negativeNormal [Swift.FloatingPointClassification.negativeNormal]
// expect: neg
// expect: -3.0
// expect: Optional(Swift.Unicode.NumericType.decimal) decimalNumber [Swift.Unicode.GeneralCategory.decimalNumber]
