// Compiler test style (stdlib): Range/ClosedRange contains/clamped(to:)/overlaps/lowerBound/upperBound/isEmpty/count
let workHours = 9..<17
let lunch = 12...13
print(workHours.contains(9), workHours.contains(17), lunch.contains(13))
print(workHours.lowerBound, workHours.upperBound, workHours.count, lunch.count)
print(workHours.isEmpty, (5..<5).isEmpty, (5...5).isEmpty, (5...5).count)

print(workHours.clamped(to: 10..<20), workHours.clamped(to: 0..<5))
print(lunch.clamped(to: 0...12), (1...100).clamped(to: 40...60))

print(workHours.overlaps(16..<20), workHours.overlaps(17..<20), workHours.overlaps(0..<10))
print(lunch.overlaps(13...14), lunch.overlaps(14...15), (1..<1).overlaps(0..<5))

print(workHours, lunch, "a"..."z", 1.5..<2.5)
print(("a"..."z").contains("q"), ("a"..<"c").contains("c"), (0.0...1.0).contains(0.5))

let halfOpen = Range(lunch)
let closed = ClosedRange(workHours)
print(halfOpen, closed)

let values = [10, 20, 30, 40, 50, 60]
print(values[1..<3], values[...2], values[3...], values[..<1])
let upTo: PartialRangeUpTo<Int> = ..<4
let from: PartialRangeFrom<Int> = 2...
print(upTo.contains(3), upTo.contains(4), from.contains(1000))
print(Array(values[upTo.relative(to: values)]))

print(Array(workHours.reversed()), workHours.map { $0 - 9 }.reduce(0, +))
print(lunch.first!, lunch.last!, workHours.min()!, workHours.max()!)
print((0..<10).filter { $0.isMultiple(of: 3) }, (1...4).reduce(1, *))
print(workHours == 9..<17, lunch == 12...13, (0..<0) == (1..<1))

switch 14 {
case ..<9: print("early")
case workHours: print("working")
default: print("late")
}

// expect: true false true
// expect: 9 17 8 2
// expect: false true false 1
// expect: 10..<17 5..<5
// expect: 12...12 40...60
// expect: true false true
// expect: true false false
// expect: 9..<17 12...13 a...z 1.5..<2.5
// expect: true false true
// expect: 12..<14 9...16
// expect: [20, 30] [10, 20, 30] [40, 50, 60] [10]
// expect: true false true
// expect: [10, 20, 30, 40]
// expect: [16, 15, 14, 13, 12, 11, 10, 9] 28
// expect: 12 13 9 16
// expect: [0, 3, 6, 9] 24
// expect: true true false
// expect: working
