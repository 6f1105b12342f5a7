// Advent of Code style (camp cleanup and range merging): ClosedRange parsing from "a-b,c-d" lines, containment, overlap and merged coverage
let assignments = """
2-4,6-8
2-3,4-5
5-7,7-9
2-8,3-7
6-6,4-6
2-6,4-8
10-12,1-3
"""

func parseRange(_ s: Substring) -> ClosedRange<Int>? {
    let bounds = s.split(separator: "-").compactMap { Int($0) }
    guard bounds.count == 2, bounds[0] <= bounds[1] else { return nil }
    return bounds[0]...bounds[1]
}

extension ClosedRange {
    func fullyContains(_ other: ClosedRange) -> Bool {
        lowerBound <= other.lowerBound && other.upperBound <= upperBound
    }
}

var contained = 0, overlapping = 0
var allRanges: [ClosedRange<Int>] = []
for line in assignments.split(separator: "\n") {
    let pair = line.split(separator: ",").compactMap(parseRange)
    guard pair.count == 2 else { continue }
    let (a, b) = (pair[0], pair[1])
    allRanges += pair
    let contains = a.fullyContains(b) || b.fullyContains(a)
    if contains { contained += 1 }
    if a.overlaps(b) { overlapping += 1 }
    print(line, contains ? "contains" : (a.overlaps(b) ? "overlaps" : "separate"), a.clamped(to: b))
}
print("fully contained:", contained)
print("overlapping:", overlapping)

func merge(_ ranges: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
    var merged: [ClosedRange<Int>] = []
    for r in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
        if let last = merged.last, r.lowerBound <= last.upperBound + 1 {
            merged[merged.count - 1] = last.lowerBound...Swift.max(last.upperBound, r.upperBound)
        } else {
            merged.append(r)
        }
    }
    return merged
}

let covered = merge(allRanges)
print("merged:", covered)
print("sections covered:", covered.map(\.count).reduce(0, +))
let gaps = zip(covered, covered.dropFirst()).map { ($0.upperBound + 1)...($1.lowerBound - 1) }
print("gaps:", gaps.map { "\($0.lowerBound)-\($0.upperBound)" })

// expect: 2-4,6-8 separate 6...6
// expect: 2-3,4-5 separate 4...4
// expect: 5-7,7-9 overlaps 7...7
// expect: 2-8,3-7 contains 3...7
// expect: 6-6,4-6 contains 6...6
// expect: 2-6,4-8 overlaps 4...6
// expect: 10-12,1-3 separate 3...3
// expect: fully contained: 2
// expect: overlapping: 4
// expect: merged: [ClosedRange(1...12)]
// expect: sections covered: 12
// expect: gaps: []
