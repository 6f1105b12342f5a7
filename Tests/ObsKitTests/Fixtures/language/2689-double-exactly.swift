// Compiler test style: Double(exactly:) and Float(exactly:) from integers and doubles
func s<T>(_ x: T?) -> String { x.map { "\($0)" } ?? "nil" }
print(s(Double(exactly: 42)))
print(s(Double(exactly: Int.max)))
print(s(Double(exactly: Int64(1) << 53)))
print(s(Double(exactly: (Int64(1) << 53) + 1)))
print(s(Float(exactly: 0.1)))
print(s(Float(exactly: 0.5)))
print(s(Double(exactly: Float(0.1))))
print(s(Float(exactly: Double.nan)))
print(s(Float(exactly: Double.infinity)))
print(s(Double(exactly: UInt64.max)))
print(s(Float(exactly: 1e40)))

// expect: 42.0
// expect: nil
// expect: 9007199254740992.0
// expect: nil
// expect: nil
// expect: 0.5
// expect: 0.10000000149011612
// expect: nil
// expect: inf
// expect: nil
// expect: nil
