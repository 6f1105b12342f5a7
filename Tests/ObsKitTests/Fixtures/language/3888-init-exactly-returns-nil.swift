// Swift book style: init(exactly:) returns nil when the value does not fit
let candidates = [-1, 0, 127, 128, 255, 256]
for c in candidates {
    let asInt8 = Int8(exactly: c)
    let asUInt8 = UInt8(exactly: c)
    print("\(c): Int8 \(asInt8.map(String.init) ?? "nil"), UInt8 \(asUInt8.map(String.init) ?? "nil")")
}

let doubles: [Double] = [3.0, 3.5, -2.0, 1e20, 0.0, -0.0]
for d in doubles {
    if let i = Int(exactly: d) {
        print("\(d) -> \(i)")
    } else {
        print("\(d) -> not exact")
    }
}
print(Int32(exactly: Int64(Int32.max) + 1) as Any)
print(UInt32(exactly: Int64(UInt32.max)) as Any)
print(Double(exactly: Int64(1) << 53) as Any)
print(Double(exactly: (Int64(1) << 53) + 1) as Any)
print(Float(exactly: 16_777_217) as Any, Float(exactly: 16_777_216) as Any)
print(Int(exactly: Double.nan) as Any, Int(exactly: Double.infinity) as Any)

func safeConvert(_ values: [Int]) -> [Int16]? {
    var result: [Int16] = []
    for v in values {
        guard let s = Int16(exactly: v) else { return nil }
        result.append(s)
    }
    return result
}
print(safeConvert([1, -2, 30_000]) as Any)
print(safeConvert([1, 40_000]) as Any)
// expect: -1: Int8 -1, UInt8 nil
// expect: 0: Int8 0, UInt8 0
// expect: 127: Int8 127, UInt8 127
// expect: 128: Int8 nil, UInt8 128
// expect: 255: Int8 nil, UInt8 255
// expect: 256: Int8 nil, UInt8 nil
// expect: 3.0 -> 3
// expect: 3.5 -> not exact
// expect: -2.0 -> -2
// expect: 1e+20 -> not exact
// expect: 0.0 -> 0
// expect: -0.0 -> 0
// expect: nil
// expect: Optional(4294967295)
// expect: Optional(9007199254740992.0)
// expect: nil
// expect: nil Optional(16777216.0)
// expect: nil nil
// expect: Optional([1, -2, 30000])
// expect: nil
