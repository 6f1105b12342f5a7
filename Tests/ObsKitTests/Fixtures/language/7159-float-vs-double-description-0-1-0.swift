// Standard library API style (floating text): Float vs Double description, 0.1 + 0.2, negative zero, pi, extremes and Double(exactly:)
print("0.1 + 0.2:", 0.1 + 0.2)
print("Float 0.1 + 0.2:", Float(0.1) + Float(0.2))
print("description:", (0.1 + 0.2).description)
print("debugDescription:", (0.1 + 0.2).debugDescription)
print("-0.0:", -0.0, "Float -0.0:", Float(-0.0))
print("pi:", Double.pi, Float.pi)
print("greatestFiniteMagnitude:", Double.greatestFiniteMagnitude, Float.greatestFiniteMagnitude)
print("leastNormal:", Float.leastNormalMagnitude, Float.leastNonzeroMagnitude)
print("whole numbers:", 1.0, 100.0, 1e15, 1e16, 1e17, 123456789012345678.0)
print("small:", 0.001, 0.0001, 1e-5, 0.00012345)
print("Float whole:", Float(1), Float(1e7), Float(1e8), Float(16777216))
print("Float fractions:", Float(0.1), Float(1) / 3, Float(2) / 3)
print("Double fractions:", 1.0 / 3, 2.0 / 3, 0.1 * 0.1)
print("Float to Double:", Double(Float(0.1)))
print("Double to Float:", Float(0.1 as Double))
print("infinity nan:", Double.infinity, -Double.infinity, Double.nan, -Double.nan)
print("Float80 free:", Float(3.4028235e38))
print("string interpolation:", "\(2.50) \(Float(2.5)) \(1e-7)")
print("Double(exactly: 0.5 as Float):", Double(exactly: Float(0.5)) as Any)
print("Float(exactly: 0.1):", Float(exactly: 0.1) as Any)
print("Float(exactly: 0.5):", Float(exactly: 0.5) as Any)
print("Double(exactly: 1 << 53 + 1):", Double(exactly: (1 << 53) + 1) as Any)
print("Double(exactly: Int 42):", Double(exactly: 42) as Any)
print("Double from string:", Double("3.25") as Any, Double("1e3") as Any, Double("abc") as Any, Double("inf") as Any)
print("Float from string:", Float("0.1") as Any, Float("-nan").map { $0.isNaN } as Any)
print("Double nan from string:", Double("nan").map { $0.isNaN } as Any)
print("hex float literal:", 0x1p-2, 0x1.8p1)
print("arrays:", [1.5, -0.0, 2], [Float(0.1), 0.2])
print("optional:", Optional(2.5) as Any, String(describing: Optional(Float(1.25))))
let total = [0.1, 0.2, 0.3].reduce(0, +)
print("sum:", total, total == 0.6)
print("compare with tolerance:", abs(total - 0.6) < 1e-9)

// expect: 0.1 + 0.2: 0.30000000000000004
// expect: Float 0.1 + 0.2: 0.3
// expect: description: 0.30000000000000004
// expect: debugDescription: 0.30000000000000004
// expect: -0.0: -0.0 Float -0.0: -0.0
// expect: pi: 3.141592653589793 3.1415925
// expect: greatestFiniteMagnitude: 1.7976931348623157e+308 3.4028235e+38
// expect: leastNormal: 1.1754944e-38 1e-45
// expect: whole numbers: 1.0 100.0 1000000000000000.0 1e+16 1e+17 1.2345678901234568e+17
// expect: small: 0.001 0.0001 1e-05 0.00012345
// expect: Float whole: 1.0 10000000.0 1e+08 16777216.0
// expect: Float fractions: 0.1 0.33333334 0.6666667
// expect: Double fractions: 0.3333333333333333 0.6666666666666666 0.010000000000000002
// expect: Float to Double: 0.10000000149011612
// expect: Double to Float: 0.1
// expect: infinity nan: inf -inf nan -nan
// expect: Float80 free: 3.4028235e+38
// expect: string interpolation: 2.5 2.5 1e-07
// expect: Double(exactly: 0.5 as Float): Optional(0.5)
// expect: Float(exactly: 0.1): nil
// expect: Float(exactly: 0.5): Optional(0.5)
// expect: Double(exactly: 1 << 53 + 1): nil
// expect: Double(exactly: Int 42): Optional(42.0)
// expect: Double from string: Optional(3.25) Optional(1000.0) nil Optional(inf)
// expect: Float from string: Optional(0.1) Optional(true)
// expect: Double nan from string: Optional(true)
// expect: hex float literal: 0.25 3.0
// expect: arrays: [1.5, -0.0, 2.0] [0.1, 0.2]
// expect: optional: Optional(2.5) Optional(1.25)
// expect: sum: 0.6000000000000001 false
// expect: compare with tolerance: true
