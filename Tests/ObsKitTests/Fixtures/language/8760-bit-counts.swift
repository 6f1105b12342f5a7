// Apple docs style (BinaryFloatingPoint.significandBitCount, exponentBitPattern): the layout of IEEE formats
print("Float: exponentBitCount \(Float.exponentBitCount), significandBitCount \(Float.significandBitCount)")
print("Double: exponentBitCount \(Double.exponentBitCount), significandBitCount \(Double.significandBitCount)")
print("Float total bits:", 1 + Float.exponentBitCount + Float.significandBitCount)
print("Double total bits:", 1 + Double.exponentBitCount + Double.significandBitCount)

// The raw fields of a few Doubles
let samples: [Double] = [1.0, 2.0, 0.5, 3.0, -10.0, 0.1, 0.0, Double.leastNonzeroMagnitude, .infinity]
for x in samples {
    print("\(x): exponentBitPattern \(x.exponentBitPattern) significandBitPattern \(x.significandBitPattern)")
}

// Bias is the exponent pattern of 1.0
let bias = Int((1.0).exponentBitPattern)
print("Double bias:", bias, "Float bias:", Float(1).exponentBitPattern)

// Decoding a normal value by hand
func decode(_ x: Double) -> Double {
    let e = Int(x.exponentBitPattern) - bias
    let fraction = Double(x.significandBitPattern) / Double(1 << Double.significandBitCount)
    let magnitude = Double(sign: .plus, exponent: e, significand: 1 + fraction)
    return x.sign == .minus ? -magnitude : magnitude
}
for x in [6.25, -0.375, 1234.5] {
    print("decode(\(x)) = \(decode(x))")
}

// Building a value from fields
let built = Double(sign: .minus, exponentBitPattern: 1025, significandBitPattern: 1 << 51)
print("sign minus, exp 1025, top fraction bit:", built)
let fbuilt = Float(sign: .plus, exponentBitPattern: 127, significandBitPattern: 0x400000)
print("Float exp 127, fraction 0x400000:", fbuilt)

// significandWidth: how many fraction bits are actually used
for x in [1.0, 1.5, 1.25, 0.1, 3.0] {
    print("significandWidth(\(x)) = \(x.significandWidth)")
}

// expect: Float: exponentBitCount 8, significandBitCount 23
// expect: Double: exponentBitCount 11, significandBitCount 52
// expect: Float total bits: 32
// expect: Double total bits: 64
// expect: 1.0: exponentBitPattern 1023 significandBitPattern 0
// expect: 2.0: exponentBitPattern 1024 significandBitPattern 0
// expect: 0.5: exponentBitPattern 1022 significandBitPattern 0
// expect: 3.0: exponentBitPattern 1024 significandBitPattern 2251799813685248
// expect: -10.0: exponentBitPattern 1026 significandBitPattern 1125899906842624
// expect: 0.1: exponentBitPattern 1019 significandBitPattern 2702159776422298
// expect: 0.0: exponentBitPattern 0 significandBitPattern 0
// expect: 5e-324: exponentBitPattern 0 significandBitPattern 1
// expect: inf: exponentBitPattern 2047 significandBitPattern 0
// expect: Double bias: 1023 Float bias: 127
// expect: decode(6.25) = 6.25
// expect: decode(-0.375) = -0.375
// expect: decode(1234.5) = 1234.5
// expect: sign minus, exp 1025, top fraction bit: -6.0
// expect: Float exp 127, fraction 0x400000: 1.5
// expect: significandWidth(1.0) = 0
// expect: significandWidth(1.5) = 1
// expect: significandWidth(1.25) = 2
// expect: significandWidth(0.1) = 51
// expect: significandWidth(3.0) = 1
