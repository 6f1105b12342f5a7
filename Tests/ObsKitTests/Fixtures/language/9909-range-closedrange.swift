// Apple docs style (Range / ClosedRange): containment, clamping and overlaps
let underFive = 0.0..<5.0
print("contains 3.14:", underFive.contains(3.14))
print("contains 6.28:", underFive.contains(6.28))
print("contains 5.0:", underFive.contains(5.0))

let throughFive = 0...5
print("closed contains 5:", throughFive.contains(5), "count:", throughFive.count)
print("lowerBound/upperBound:", throughFive.lowerBound, throughFive.upperBound)
print("empty half-open:", (3..<3).isEmpty, "closed never empty:", (3...3).isEmpty, (3...3).count)

let x: ClosedRange = 10...1000
let y: ClosedRange = 20...30
print("clamped:", x.clamped(to: y))
print("clamped other way:", y.clamped(to: x))
print("clamped disjoint:", (0...5).clamped(to: 8...10))

let r1 = 0..<10
let r2 = 5..<15
let r3 = 10..<20
print("overlaps r1 r2:", r1.overlaps(r2))
print("overlaps r1 r3:", r1.overlaps(r3))
print("closed overlap at boundary:", (0...10).overlaps(10...20))

print("pattern match:", (1...9) ~= 4, (1..<4) ~= 4)
let age = 17
switch age {
case ..<13: print("child")
case 13..<18: print("teenager")
case 18...: print("adult")
default: print("unreachable")
}

let converted = Range(1...4)
print("Range from ClosedRange:", converted, converted.count)
let closedFromHalf = ClosedRange(2..<6)
print("ClosedRange from Range:", closedFromHalf)

let letters = "a"..."m"
print("string range contains 'g':", letters.contains("g"), "contains 'z':", letters.contains("z"))
let charRange: ClosedRange<Character> = "A"..."F"
print("grade B ok:", charRange.contains("B"))

let values = [3, 42, -7, 18, 101, 0]
let valid = 0...100
let clampedValues = values.map { min(max($0, valid.lowerBound), valid.upperBound) }
print("clamped values:", clampedValues)
print("in range:", values.filter(valid.contains))

let numbers = Array(10..<20)
print("slice with range:", numbers[2..<5], "partial:", numbers[..<2], numbers[8...])
let upTo: PartialRangeUpTo<Int> = ..<3
print("partial relative:", numbers[upTo], upTo.contains(2))
print("reversed range:", Array((1...5).reversed()))
print("sum of range:", (1...100).reduce(0, +))
print("Double ClosedRange contains:", (0.0...1.0).contains(1.0), "description:", 0.5..<1.5)
// expect: contains 3.14: true
// expect: contains 6.28: false
// expect: contains 5.0: false
// expect: closed contains 5: true count: 6
// expect: lowerBound/upperBound: 0 5
// expect: empty half-open: true closed never empty: false 1
// expect: clamped: 20...30
// expect: clamped other way: 20...30
// expect: clamped disjoint: 8...8
// expect: overlaps r1 r2: true
// expect: overlaps r1 r3: false
// expect: closed overlap at boundary: true
// expect: pattern match: true false
// expect: teenager
// expect: Range from ClosedRange: 1..<5 4
// expect: ClosedRange from Range: 2...5
// expect: string range contains 'g': true contains 'z': false
// expect: grade B ok: true
// expect: clamped values: [3, 42, 0, 18, 100, 0]
// expect: in range: [3, 42, 18, 0]
// expect: slice with range: [12, 13, 14] partial: [10, 11] [18, 19]
// expect: partial relative: [10, 11, 12] true
// expect: reversed range: [5, 4, 3, 2, 1]
// expect: sum of range: 5050
// expect: Double ClosedRange contains: true description: 0.5..<1.5
