// A Range<Int> is its own index collection and its own SubSequence (expected output: swiftc 6.3.1 on this
// machine): its startIndex is its lower bound, index(after:) the next number, r[i] is i, firstIndex(of:) the
// element itself, and its slices are Ranges; ClosedRange(a..<b) and Range(a...b) convert countable ranges
// (of any integer type); a stride over UInt8 gives UInt8s.
let r = 3..<8
print(r.startIndex, r.endIndex, r.index(after: r.startIndex), r.index(before: r.endIndex), r.index(r.startIndex, offsetBy: 2))
print(r.indices, r[4], r.firstIndex(of: 5) as Any, r.firstIndex { $0 > 6 } as Any, r.lastIndex(of: 3) as Any, r.distance(from: 3, to: 7))
print(r.index(3, offsetBy: 10, limitedBy: 8) as Any, r[4..<6], type(of: r[4..<6]), r[5...], r[...4])
print(r.dropFirst(2), r.prefix(2), r.suffix(1), r.dropLast(), r.prefix(99), type(of: r.dropFirst()))
var i = r.startIndex
var seen: [Int] = []
while i != r.endIndex { seen.append(r[i]); i = r.index(after: i) }
print(seen, r.indices.map { r[$0] * 2 })
print(ClosedRange(3..<6), Range(3...6), type(of: ClosedRange(3..<6)), Range(3...6).count, ClosedRange(0..<1).count)
print(Range(UInt8(1)...3), ClosedRange(Int8(1)..<3), type(of: Range(UInt8(1)...3)))
print(Array(stride(from: UInt8(250), through: 255, by: 2)), type(of: stride(from: UInt8(250), through: 255, by: 2).map { $0 }))
print(Array(stride(from: Int8(10), to: -10, by: -7)), stride(from: 0, to: 100, by: 7).underestimatedCount)

// expect: 3 8 4 7 5
// expect: 3..<8 4 Optional(5) Optional(7) Optional(3) 4
// expect: nil 4..<6 Range<Int> 5..<8 3..<5
// expect: 5..<8 3..<5 7..<8 3..<7 3..<8 Range<Int>
// expect: [3, 4, 5, 6, 7] [6, 8, 10, 12, 14]
// expect: 3...5 3..<7 ClosedRange<Int> 4 1
// expect: 1..<4 1...2 Range<UInt8>
// expect: [250, 252, 254] Array<UInt8>
// expect: [10, 3, -4] 15
