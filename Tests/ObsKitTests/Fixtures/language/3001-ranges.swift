// Compiler test style: printing ranges of various kinds
let r1 = 1..<5
let r2 = 1...5
let r3 = ..<3
let r4 = 2...
let r5 = ...7
let r6 = "a"..."z"
let r7 = 0.5..<1.5
print(r1)
print(r2)
print(r3)
print(r4)
print(r5)
print(r6)
print(r7)
debugPrint(r1)
debugPrint(r2)
debugPrint(r6)
print(String(describing: r1))
print(String(reflecting: r2))
print([r1, 0..<0])
print(Array(r1))
print(stride(from: 0, to: 10, by: 3).map { $0 })
print(r1.reversed().map { $0 })
let c: ClosedRange<Character> = "a"..."c"
print(c)
let opt: Range<Int>? = 3..<4
print(opt as Any)
print("interp \(r2) \(r4)")
print(type(of: r1), type(of: r2), type(of: r3), type(of: r4), type(of: r5))
// expect: 1..<5
// expect: 1...5
// expect: PartialRangeUpTo<Int>(upperBound: 3)
// expect: PartialRangeFrom<Int>(lowerBound: 2)
// expect: PartialRangeThrough<Int>(upperBound: 7)
// expect: a...z
// expect: 0.5..<1.5
// expect: Range(1..<5)
// expect: ClosedRange(1...5)
// expect: ClosedRange("a"..."z")
// expect: 1..<5
// expect: ClosedRange(1...5)
// expect: [Range(1..<5), Range(0..<0)]
// expect: [1, 2, 3, 4]
// expect: [0, 3, 6, 9]
// expect: [4, 3, 2, 1]
// expect: a...c
// expect: Optional(Range(3..<4))
// expect: interp 1...5 PartialRangeFrom<Int>(lowerBound: 2)
// expect: Range<Int> ClosedRange<Int> PartialRangeUpTo<Int> PartialRangeFrom<Int> PartialRangeThrough<Int>
