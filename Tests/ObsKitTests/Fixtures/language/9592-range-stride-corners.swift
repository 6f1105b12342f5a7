// Range, ClosedRange and stride corner cases: empty, reversed, negative strides, contains, clamped, overlaps
// known-gap: error: 9592-range-stride-corners.swift:36:7: error: cannot find 'ClosedRange' in scope
let r = 3..<8
let cr = 3...8
print(r.count, cr.count, r.contains(8), cr.contains(8), r.isEmpty, (5..<5).isEmpty, (5...5).isEmpty)
print(r.lowerBound, r.upperBound, cr.upperBound, r.first!, r.last!, cr.last!)
print((5..<5).first as Any, Array(5..<5), Array(5...5))
print(Array(cr.reversed()), Array(r.reversed().prefix(2)))
print(r.clamped(to: 5..<20), r.clamped(to: 0..<4), r.clamped(to: 10..<20), cr.clamped(to: 0...5))
print(r.overlaps(7..<9), r.overlaps(8..<9), cr.overlaps(8...9), (0..<0).overlaps(0..<5), r.overlaps(4...4))
print(Array(stride(from: 10, to: 0, by: -3)), Array(stride(from: 10, through: 0, by: -5)))
print(Array(stride(from: 0, to: 10, by: -1)), Array(stride(from: 0, through: 0, by: 2)), Array(stride(from: 0, to: 0, by: 1)))
print(Array(stride(from: 1, through: 10, by: 4)), Array(stride(from: 1, to: 9, by: 4)))
print(Array(stride(from: 0.0, through: 1.0, by: 0.25)))
print(Array(stride(from: 1.0, to: 0.0, by: -0.5)))
let half = ..<5
let from = 2...
print(half.contains(4), half.contains(5), from.contains(-1), from.contains(Int.max))
let arr = Array(10..<20)
print(arr[..<2], arr[8...], arr[from.relative(to: arr)], arr[...arr.startIndex])
print((1...3).map { $0 * $0 }, (0..<4).reduce(0, +), (1...4).reversed().map(String.init).joined())
print(("a"..."e").contains("c"), ("a"..."e").contains("ee"), ("a"..<"b").contains("az"))
print((1.5...2.5).contains(2.5), (1.5..<2.5).contains(2.5), (0.0..<1.0).isEmpty)
let doubles = 0.1...0.3
print(doubles.contains(0.2), doubles.clamped(to: 0.25...1.0))
print(r == 3..<8, cr == 3...8, (0..<3) == (1..<3), (3..<3) == (4..<4))
print(r, cr, half, from, type(of: half), type(of: from))
var total = 0
for i in stride(from: 100, to: 90, by: -4) { total += i }
for i in (0..<3).reversed() { total += i }
print(total)
print(r.index(after: r.startIndex), r.distance(from: 3, to: 7), cr.count == r.count + 1)
print(Array((0..<10).filter { $0 % 4 == 0 }), (0..<10).dropFirst(8).map { $0 })
let negatives = -5 ... -1
print(Array(negatives), negatives.contains(0), negatives.count)
print(ClosedRange(3..<6), Range(3...6))
print((UInt8(250)...UInt8.max).count, Array(stride(from: UInt8(250), through: 255, by: 2)))
print(stride(from: 0, to: 100, by: 7).underestimatedCount, Array(stride(from: 5, to: 5, by: -1)).isEmpty)
let letters = Array("abcdefgh")
print(String(letters[2..<5]), String(letters[stride(from: 0, to: letters.count, by: 3).map { $0 }.last!]))
print(Array(stride(from: 0, to: letters.count, by: 3).map { letters[$0] }))

// expect: 5 6 false true false true false
// expect: 3 8 8 3 7 8
// expect: nil [] [5]
// expect: [8, 7, 6, 5, 4, 3] [7, 6]
// expect: 5..<8 3..<4 10..<10 3...5
// expect: true false true false true
// expect: [10, 7, 4, 1] [10, 5, 0]
// expect: [] [0] []
// expect: [1, 5, 9] [1, 5]
// expect: [0.0, 0.25, 0.5, 0.75, 1.0]
// expect: [1.0, 0.5]
// expect: true false false true
// expect: [10, 11] [18, 19] [12, 13, 14, 15, 16, 17, 18, 19] [10]
// expect: [1, 4, 9] 6 4321
// expect: true false true
// expect: true false false
// expect: true 0.25...0.3
// expect: true true false false
// expect: 3..<8 3...8 PartialRangeUpTo<Int>(upperBound: 5) PartialRangeFrom<Int>(lowerBound: 2) PartialRangeUpTo<Int> PartialRangeFrom<Int>
// expect: 291
// expect: 4 4 true
// expect: [0, 4, 8] [8, 9]
// expect: [-5, -4, -3, -2, -1] false 5
// expect: 3...5 3..<7
// expect: 6 [250, 252, 254]
// expect: 15 true
// expect: cde g
// expect: ["a", "d", "g"]
