// Compiler test style: printing ranges, closed ranges, partial ranges and strides

let r = 0..<3
print(r)
debugPrint(r)
print(type(of: r))

let cr = 1...5
print(cr)
debugPrint(cr)
print(type(of: cr))

let upTo = ..<10
print(upTo)
let through = ...5
print(through)
let from = 2...
print(from)
print(type(of: upTo), type(of: through), type(of: from))

print(Array(r))
print(Array(cr))
print(cr.count, r.count)
print(r.isEmpty, (5..<5).isEmpty)
print(5..<5)

let dr = 0.5..<2.5
print(dr)
print(dr.contains(2.5), dr.contains(0.5))
let cdr = 1.0...1.5
print(cdr)

let sr = "a"..."z"
print(sr)
print(sr.contains("m"))
print("a"..<"c")

print(stride(from: 0, to: 10, by: 3))
print(Array(stride(from: 0, to: 10, by: 3)))
print(Array(stride(from: 5, through: 1, by: -2)))
print(Array(stride(from: 0.0, through: 1.0, by: 0.25)))

print(r.lowerBound, r.upperBound)
print(cr.lowerBound, cr.upperBound)
print(from.lowerBound)
print(through.upperBound)

print((0..<10).clamped(to: 3..<5))
print((1...3).map { $0 * $0 })
print((0..<4).reversed())
print(Array((0..<4).reversed()))

let arr = [10, 20, 30, 40, 50]
print(arr[1..<3])
print(arr[...1])
print(arr[3...])
print(type(of: arr[1..<3]))

print(String(describing: -3...(-1)))
print(String(reflecting: 0..<1))
print(Int8(-2)...Int8(2))
print(UInt(1)..<UInt(3))

let ranges = [0..<1, 2..<4]
print(ranges)
let opt: ClosedRange<Int>? = 1...2
print(opt as Any)

dump(0..<3)
dump(1...2)
dump(..<4)
print((1...3).overlaps(3...5), (1..<3).overlaps(3..<5))
print((0..<5).firstIndex(of: 3) as Any)

// expect: 0..<3
// expect: Range(0..<3)
// expect: Range<Int>
// expect: 1...5
// expect: ClosedRange(1...5)
// expect: ClosedRange<Int>
// expect: PartialRangeUpTo<Int>(upperBound: 10)
// expect: PartialRangeThrough<Int>(upperBound: 5)
// expect: PartialRangeFrom<Int>(lowerBound: 2)
// expect: PartialRangeUpTo<Int> PartialRangeThrough<Int> PartialRangeFrom<Int>
// expect: [0, 1, 2]
// expect: [1, 2, 3, 4, 5]
// expect: 5 3
// expect: false true
// expect: 5..<5
// expect: 0.5..<2.5
// expect: false true
// expect: 1.0...1.5
// expect: a...z
// expect: true
// expect: a..<c
// expect: Swift.StrideTo<Swift.Int>
// expect: [0, 3, 6, 9]
// expect: [5, 3, 1]
// expect: [0.0, 0.25, 0.5, 0.75, 1.0]
// expect: 0 3
// expect: 1 5
// expect: 2
// expect: 5
// expect: 3..<5
// expect: [1, 4, 9]
// expect: ReversedCollection<Range<Int>>(_base: Range(0..<4))
// expect: [3, 2, 1, 0]
// expect: [20, 30]
// expect: [10, 20]
// expect: [40, 50]
// expect: ArraySlice<Int>
// expect: -3...-1
// expect: Range(0..<1)
// expect: -2...2
// expect: 1..<3
// expect: [Range(0..<1), Range(2..<4)]
// expect: Optional(ClosedRange(1...2))
// expect: ▿ Range(0..<3)
// expect:   - lowerBound: 0
// expect:   - upperBound: 3
// expect: ▿ ClosedRange(1...2)
// expect:   - lowerBound: 1
// expect:   - upperBound: 2
// expect: ▿ Swift.PartialRangeUpTo<Swift.Int>
// expect:   - upperBound: 4
// expect: true false
// expect: Optional(3)
