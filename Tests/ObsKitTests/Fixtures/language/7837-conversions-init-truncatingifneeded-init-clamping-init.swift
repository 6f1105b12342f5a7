// Blog style (conversions): init(truncatingIfNeeded:), init(clamping:) and init(exactly:)
import Foundation

let big = 1000
print(UInt8(truncatingIfNeeded: big))
print(Int8(truncatingIfNeeded: big))
print(UInt8(clamping: big))
print(Int8(clamping: big))
print(Int8(clamping: -1000))
print(UInt16(clamping: -5))
print(UInt8(exactly: 255) as Any)
print(UInt8(exactly: 256) as Any)
print(Int8(exactly: -128) as Any)
print(Int(exactly: 3.0) as Any)
print(Int(exactly: 3.5) as Any)
print(Int16(truncatingIfNeeded: UInt64.max))
print(UInt32(truncatingIfNeeded: Int8(-1)))
print(Int64(truncatingIfNeeded: UInt32.max))
print(UInt(exactly: -1) == nil)

let samples: [Int] = [-300, -129, -128, 0, 127, 128, 300]
for s in samples {
    let t = Int8(truncatingIfNeeded: s)
    let c = Int8(clamping: s)
    let e = Int8(exactly: s).map(String.init) ?? "nil"
    print(s, t, c, e)
}
// expect: 232
// expect: -24
// expect: 255
// expect: 127
// expect: -128
// expect: 0
// expect: Optional(255)
// expect: nil
// expect: Optional(-128)
// expect: Optional(3)
// expect: nil
// expect: -1
// expect: 4294967295
// expect: 4294967295
// expect: true
// expect: -300 -44 -128 nil
// expect: -129 127 -128 nil
// expect: -128 -128 -128 -128
// expect: 0 0 0 0
// expect: 127 127 127 127
// expect: 128 -128 127 nil
// expect: 300 44 127 nil
