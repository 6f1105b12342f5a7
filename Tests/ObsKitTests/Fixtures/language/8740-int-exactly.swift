// Apple docs style (Int.init?(exactly:)): converting measured values only when lossless
import Glibc  // Int(exactly: Double) needs round/trunc from libm on Linux
let readings: [Double] = [12.0, 12.5, -3.0, 0.0, -0.0, 1e3, 2.75]

print("exact conversions:")
for r in readings {
    if let n = Int(exactly: r) {
        print("  \(r) -> \(n)")
    } else {
        print("  \(r) -> not an integer")
    }
}

// Out of range or non-finite values also fail.
let odd: [Double] = [1e19, -1e19, .infinity, .nan, 9007199254740992.0]
for v in odd {
    let result = Int(exactly: v).map { String($0) } ?? "nil"
    print("Int(exactly: \(v)) = \(result)")
}

// Narrower targets fail when the value does not fit.
let counts = [100, 200, 300, -1]
for c in counts {
    let asU8 = UInt8(exactly: c)
    let asI8 = Int8(exactly: c)
    print("\(c): UInt8 \(asU8.map { "\($0)" } ?? "nil"), Int8 \(asI8.map { "\($0)" } ?? "nil")")
}

// Summing only whole-number entries from a list.
let entries: [Double] = [4, 4.5, 10, 0.25, 6]
var wholeTotal = 0
var skipped = 0
for e in entries {
    if let whole = Int(exactly: e) {
        wholeTotal += whole
    } else {
        skipped += 1
    }
}
print("whole total: \(wholeTotal), skipped: \(skipped)")

// Float to Int exactness
let f: Float = 16777216
print(Int(exactly: f) as Any)
print(Int(exactly: Float(0.5)) as Any)
print(UInt(exactly: -0.0) as Any)

// expect: exact conversions:
// expect:   12.0 -> 12
// expect:   12.5 -> not an integer
// expect:   -3.0 -> -3
// expect:   0.0 -> 0
// expect:   -0.0 -> 0
// expect:   1000.0 -> 1000
// expect:   2.75 -> not an integer
// expect: Int(exactly: 1e+19) = nil
// expect: Int(exactly: -1e+19) = nil
// expect: Int(exactly: inf) = nil
// expect: Int(exactly: nan) = nil
// expect: Int(exactly: 9007199254740992.0) = 9007199254740992
// expect: 100: UInt8 100, Int8 100
// expect: 200: UInt8 200, Int8 nil
// expect: 300: UInt8 nil, Int8 nil
// expect: -1: UInt8 nil, Int8 -1
// expect: whole total: 20, skipped: 2
// expect: Optional(16777216)
// expect: nil
// expect: Optional(0)
