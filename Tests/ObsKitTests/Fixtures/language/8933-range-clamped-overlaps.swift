// Apple docs style (Range / ClosedRange: clamped(to:), overlaps, contains): working with intervals
let x: ClosedRange = 0...20
print(x.clamped(to: 10...1000))
print(x.clamped(to: -1000...10))

let y: Range = 0..<20
print(y.clamped(to: 10..<1000))
print(y.clamped(to: 30..<40))
print(y.clamped(to: 30..<40).isEmpty)

// overlaps and contains
let morning = 9..<12
let lunch = 12..<13
let meeting = 11..<14
print(morning.overlaps(lunch), morning.overlaps(meeting), lunch.overlaps(meeting))
print(morning.contains(11), morning.contains(12), (9...12).contains(12))
print(morning ~= 10, (1...5).contains(where: { $0 > 4 }))

// lowerBound, upperBound, count
let r = 3..<8
print(r.lowerBound, r.upperBound, r.count, Array(r))
let closed = 3...8
print(closed.lowerBound, closed.upperBound, closed.count)

// Clamping a value with a helper built on ClosedRange
extension Comparable {
    func clamped(to limits: ClosedRange<Self>) -> Self {
        min(max(self, limits.lowerBound), limits.upperBound)
    }
}
print([-5, 0, 42, 100, 250].map { $0.clamped(to: 0...100) })
print(3.7.clamped(to: 0.0...1.0), "m".clamped(to: "a"..."f"))

// relative(to:) turns range expressions into concrete ranges
let letters = ["a", "b", "c", "d", "e"]
let upTo: PartialRangeUpTo<Int> = ..<3
let from: PartialRangeFrom<Int> = 2...
print(upTo.relative(to: letters), from.relative(to: letters))
print(letters[upTo], letters[from])

// Merging overlapping booking intervals
func merge(_ ranges: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
    var result: [ClosedRange<Int>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
        if let last = result.last, last.overlaps(range) || last.upperBound + 1 == range.lowerBound {
            result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
        } else {
            result.append(range)
        }
    }
    return result
}
print(merge([8...10, 1...3, 2...6, 15...18, 11...12]))

// Ranges of characters and strings
let lowercase: ClosedRange<Character> = "a"..."z"
print("swift".allSatisfy { lowercase.contains($0) }, lowercase.contains("Q"))

// expect: 10...20
// expect: 0...10
// expect: 10..<20
// expect: 30..<30
// expect: true
// expect: false true true
// expect: true false true
// expect: true true
// expect: 3 8 5 [3, 4, 5, 6, 7]
// expect: 3 8 6
// expect: [0, 0, 42, 100, 100]
// expect: 1.0 f
// expect: 0..<3 2..<5
// expect: ["a", "b", "c"] ["c", "d", "e"]
// expect: [ClosedRange(1...6), ClosedRange(8...12), ClosedRange(15...18)]
// expect: true false
