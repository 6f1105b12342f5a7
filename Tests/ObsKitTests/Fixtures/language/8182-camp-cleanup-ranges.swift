// Advent of Code style: parsing "2-4,6-8" section ranges into ClosedRange and checking overlap
let input = """
2-4,6-8
2-3,4-5
5-7,7-9
2-8,3-7
6-6,4-6
2-6,4-8
"""

func parseRange(_ s: Substring) -> ClosedRange<Int> {
    let parts = s.split(separator: "-").map { Int(String($0))! }
    return parts[0]...parts[1]
}

let pairs = input.split(separator: "\n").map { line -> (ClosedRange<Int>, ClosedRange<Int>) in
    let halves = line.split(separator: ",")
    return (parseRange(halves[0]), parseRange(halves[1]))
}

let contained = pairs.filter { a, b in
    (a.lowerBound >= b.lowerBound && a.upperBound <= b.upperBound) ||
    (b.lowerBound >= a.lowerBound && b.upperBound <= a.upperBound)
}
print("Part 1: \(contained.count)")

let overlapping = pairs.filter { $0.0.overlaps($0.1) }
print("Part 2: \(overlapping.count)")

for (a, b) in pairs where a.overlaps(b) {
    let lo = max(a.lowerBound, b.lowerBound)
    let hi = min(a.upperBound, b.upperBound)
    print("\(a) & \(b) share \(hi - lo + 1)")
}

// expect: Part 1: 2
// expect: Part 2: 4
// expect: 5...7 & 7...9 share 1
// expect: 2...8 & 3...7 share 5
// expect: 6...6 & 4...6 share 1
// expect: 2...6 & 4...8 share 3
