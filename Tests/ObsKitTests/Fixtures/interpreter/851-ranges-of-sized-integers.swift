// Ranges whose bounds are fixed-width integers (expected output: swiftc 6.3.1 on this machine): the range
// operators between UInt8, Int8, Int16... operands make a Range or ClosedRange of that type, a collection
// of its values, each of the bound's type, up to the type's largest value (no overflow at UInt8.max).
let letters = (UInt8(ascii: "a")...UInt8(ascii: "e")).map { Character(UnicodeScalar($0)) }
print(String(letters), letters.count)
let r = UInt8(97)...UInt8(99)
print(r, type(of: r), r.count, r.map { $0 + 1 }, r.first!, r.last!, r.isEmpty)
for x in r { print(x, type(of: x)) }
let full = Int8.min...Int8.max
print(full.count, full.contains(-128), full.last!, (Int8(5)..<Int8(5)).isEmpty, (Int8(5)..<5).count)
let top = UInt8(250)...UInt8.max
print(top.count, Array(top), top.reduce(0) { $0 + Int($1) })
let half = Int8(-2)..<Int8(2)
print(half, half.count, Array(half), half.contains(2), half.last as Any, Array(half.reversed()))
print((UInt16(3)...7).filter { $0 % 2 == 1 }, (Int16(-3)...3).map(abs), type(of: (Int16(-3)...3).first!))
let typed: ClosedRange<UInt8> = 1...3
print(typed, type(of: typed), typed.map { $0 * 50 }, typed.underestimatedCount)
switch UInt8(100) {
case 0...64: print("low")
case 65...127: print("middle")
default: print("high")
}
print(UInt64(0)..<UInt64.max, (Int32(1)...3) == (Int32(1)...3), Set([Int8(1)...2, Int8(1)...2]).count)
print((UInt8(10)..<UInt8(13)).sorted(by: >), (UInt8(10)..<13).min()!, (UInt8(1)...).prefix(3).map { $0 })

// expect: abcde 5
// expect: 97...99 ClosedRange<UInt8> 3 [98, 99, 100] 97 99 false
// expect: 97 UInt8
// expect: 98 UInt8
// expect: 99 UInt8
// expect: 256 true 127 true 0
// expect: 6 [250, 251, 252, 253, 254, 255] 1515
// expect: -2..<2 4 [-2, -1, 0, 1] false Optional(1) [1, 0, -1, -2]
// expect: [3, 5, 7] [3, 2, 1, 0, 1, 2, 3] Int16
// expect: 1...3 ClosedRange<UInt8> [50, 100, 150] 3
// expect: middle
// expect: 0..<18446744073709551615 true 1
// expect: [12, 11, 10] 10 [1, 2, 3]
