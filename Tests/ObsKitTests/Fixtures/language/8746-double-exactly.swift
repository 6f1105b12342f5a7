// Apple docs style (Double.init?(exactly:)): which integers survive a trip to Double
let limit = 1 << 53
let candidates = [0, 1, -7, limit - 1, limit, limit + 1, limit + 2, Int.max, Int.min]

for n in candidates {
    if let d = Double(exactly: n) {
        print("\(n) is exact as \(d)")
    } else {
        print("\(n) would be rounded to \(Double(n))")
    }
}

// A ledger in cents stored as Int, exported as Double only if exact
let balancesInCents: [Int] = [1_999, 250_000_000, 9_007_199_254_740_993]
for cents in balancesInCents {
    switch Double(exactly: cents) {
    case let d?:
        print("export \(cents) as \(d)")
    case nil:
        print("refuse to export \(cents)")
    }
}

// Float has only 24 bits of significand
let floatLimit = 1 << 24
for n in [floatLimit - 1, floatLimit, floatLimit + 1, floatLimit + 2] {
    let f = Float(exactly: n)
    print("Float(exactly: \(n)) = \(f.map { "\($0)" } ?? "nil")")
}

// Float(exactly:) from Double
print(Float(exactly: 0.5) as Any)
print(Float(exactly: 0.1) as Any)
print(Float(exactly: 1e300) as Any)
print(Double(exactly: Float(0.1)) as Any)
print(Double(exactly: UInt64.max) as Any)

// expect: 0 is exact as 0.0
// expect: 1 is exact as 1.0
// expect: -7 is exact as -7.0
// expect: 9007199254740991 is exact as 9007199254740991.0
// expect: 9007199254740992 is exact as 9007199254740992.0
// expect: 9007199254740993 would be rounded to 9007199254740992.0
// expect: 9007199254740994 is exact as 9.007199254740994e+15
// expect: 9223372036854775807 would be rounded to 9.223372036854776e+18
// expect: -9223372036854775808 is exact as -9.223372036854776e+18
// expect: export 1999 as 1999.0
// expect: export 250000000 as 250000000.0
// expect: refuse to export 9007199254740993
// expect: Float(exactly: 16777215) = 16777215.0
// expect: Float(exactly: 16777216) = 16777216.0
// expect: Float(exactly: 16777217) = nil
// expect: Float(exactly: 16777218) = 1.6777218e+07
// expect: Optional(0.5)
// expect: nil
// expect: nil
// expect: Optional(0.10000000149011612)
// expect: nil
