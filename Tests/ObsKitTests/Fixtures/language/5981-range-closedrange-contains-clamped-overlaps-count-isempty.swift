// Swift stdlib test style (Range APIs): Range and ClosedRange contains, clamped(to:), overlaps, count, isEmpty, lowerBound/upperBound, relative(to:), and ~= pattern matching
let half = 2..<8
let closed = 2...8
print(half.count, closed.count, half.isEmpty, (5..<5).isEmpty, (5...5).isEmpty, (5...5).count)
print(half.lowerBound, half.upperBound, closed.lowerBound, closed.upperBound)
print(half.contains(8), closed.contains(8), half.contains(2), half ~= 7)

print(half.clamped(to: 0..<5), half.clamped(to: 6..<20), half.clamped(to: 10..<20))
print(closed.clamped(to: 0...4), closed.clamped(to: 5...100))
print((0..<10).clamped(to: 3..<4).count)

print(half.overlaps(7..<10), half.overlaps(8..<10), closed.overlaps(8...10), half.overlaps(0..<2))
print((1..<1).overlaps(0..<5), (3...3).overlaps(1...5), (1...2).overlaps(3...4))

let array = Array(10..<20)
print((3...).relative(to: array), (..<4).relative(to: array), (...4).relative(to: array))
print(array[3...], array[..<2], array[...1])
print((2..<5).relative(to: array), (2...5).relative(to: array))

let r: Range<Double> = 0.5..<2.5
print(r.contains(2.5), r.contains(0.5), r.isEmpty, r.clamped(to: 1.0..<10.0))
let letters: ClosedRange<Character> = "a"..."f"
print(letters.contains("c"), letters.contains("z"), letters ~= "f")
let sr = "apple"..."banana"
print(sr.contains("avocado"), sr.contains("cherry"))

func grade(_ score: Int) -> String {
    switch score {
    case 90...: return "A"
    case 80..<90: return "B"
    case 70..<80: return "C"
    case ..<0: return "invalid"
    default: return "F"
    }
}
print([95, 90, 89, 72, 10, -1].map(grade).joined())

print(Range(closed), ClosedRange(half))
print((1...4).map { $0 * $0 }, (0..<3).reduce(0, +), Array((0..<10).filter { $0 % 4 == 0 }))
print(half == 2..<8, closed == 2...8, half.description, closed.debugDescription)
print((1...10).first(where: { $0 * $0 > 20 })!, (1..<10).last!, (1..<10).index(after: 3))
print((-5...5).reversed().prefix(3).map { $0 }, (1...3).contains(where: { $0 > 2 }))

// expect: 6 7 false true false 1
// expect: 2 8 2 8
// expect: false true true true
// expect: 2..<5 6..<8 10..<10
// expect: 2...4 5...8
// expect: 1
// expect: true false true false
// expect: false true false
// expect: 3..<10 0..<4 0..<5
// expect: [13, 14, 15, 16, 17, 18, 19] [10, 11] [10, 11]
// expect: 2..<5 2..<6
// expect: false true false 1.0..<2.5
// expect: true false true
// expect: true false
// expect: AABCFinvalid
// expect: 2..<9 2...7
// expect: [1, 4, 9, 16] 3 [0, 4, 8]
// expect: true true 2..<8 ClosedRange(2...8)
// expect: 5 9 4
// expect: [5, 4, 3] true
