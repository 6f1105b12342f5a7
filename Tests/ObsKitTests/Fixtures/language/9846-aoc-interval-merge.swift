// Advent of Code style: fresh ingredient ID ranges, merging overlapping intervals (inline puzzle input)
import Foundation

let input = """
3-5
10-14
16-20
12-18
30-31
25-27
28-29
40-40

1
5
8
11
17
32
40
27
"""

let sections = input.components(separatedBy: "\n\n")
let ranges: [ClosedRange<Int>] = sections[0].split(separator: "\n").map { line in
  let parts = line.split(separator: "-").map { Int($0)! }
  return parts[0]...parts[1]
}
let ids = sections[1].split(separator: "\n").compactMap { Int($0) }
print("\(ranges.count) ranges, \(ids.count) ids")

func merge(_ rs: [ClosedRange<Int>], joinAdjacent: Bool) -> [ClosedRange<Int>] {
  let sorted = rs.sorted { $0.lowerBound < $1.lowerBound }
  var out: [ClosedRange<Int>] = []
  for r in sorted {
    if let last = out.last,
       r.lowerBound <= last.upperBound + (joinAdjacent ? 1 : 0) {
      out[out.count - 1] = last.lowerBound...max(last.upperBound, r.upperBound)
    } else {
      out.append(r)
    }
  }
  return out
}

let merged = merge(ranges, joinAdjacent: false)
print("merged:", merged.map { "\($0.lowerBound)-\($0.upperBound)" }.joined(separator: " "))
let mergedAdj = merge(ranges, joinAdjacent: true)
print("merged (adjacent joined):", mergedAdj.map { "\($0.lowerBound)-\($0.upperBound)" }.joined(separator: " "))

var freshCount = 0
for id in ids {
  let hit = merged.firstIndex { $0.contains(id) }
  if let h = hit { freshCount += 1; print("id \(id): fresh (range #\(h + 1))") }
  else { print("id \(id): spoiled") }
}
print("Part 1:", freshCount)

let totalFresh = merged.reduce(0) { $0 + $1.count }
print("Part 2:", totalFresh)

// gaps between merged ranges
var gaps: [String] = []
for (a, b) in zip(mergedAdj, mergedAdj.dropFirst()) {
  gaps.append("\(a.upperBound + 1)-\(b.lowerBound - 1)")
}
print("gaps:", gaps)
let span = mergedAdj.first!.lowerBound...mergedAdj.last!.upperBound
print("span \(span), covered \(totalFresh) of \(span.count)")
// expect: 8 ranges, 8 ids
// expect: merged: 3-5 10-20 25-27 28-29 30-31 40-40
// expect: merged (adjacent joined): 3-5 10-20 25-31 40-40
// expect: id 1: spoiled
// expect: id 5: fresh (range #1)
// expect: id 8: spoiled
// expect: id 11: fresh (range #2)
// expect: id 17: fresh (range #2)
// expect: id 32: spoiled
// expect: id 40: fresh (range #6)
// expect: id 27: fresh (range #3)
// expect: Part 1: 5
// expect: Part 2: 22
// expect: gaps: ["6-9", "21-24", "32-39"]
// expect: span 3...40, covered 22 of 38
