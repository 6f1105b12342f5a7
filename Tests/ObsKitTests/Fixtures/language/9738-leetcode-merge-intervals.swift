// LeetCode 56 / 57 / 435 intervals: struct with Comparable, sorted(by:) with tie-breaking, reduce(into:), last-element mutation
struct Interval: Comparable, CustomStringConvertible {
    var start: Int
    var end: Int
    var description: String { "[\(start),\(end)]" }
    var length: Int { end - start }

    static func < (lhs: Interval, rhs: Interval) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }
}

func merge(_ intervals: [Interval]) -> [Interval] {
    intervals.sorted().reduce(into: [Interval]()) { merged, next in
        if let last = merged.last, next.start <= last.end {
            merged[merged.count - 1].end = max(last.end, next.end)
        } else {
            merged.append(next)
        }
    }
}

func insert(_ intervals: [Interval], _ newInterval: Interval) -> [Interval] {
    var before: [Interval] = [], after: [Interval] = []
    var current = newInterval
    for iv in intervals {
        if iv.end < current.start {
            before.append(iv)
        } else if iv.start > current.end {
            after.append(iv)
        } else {
            current = Interval(start: min(iv.start, current.start), end: max(iv.end, current.end))
        }
    }
    return before + [current] + after
}

func eraseOverlapCount(_ intervals: [Interval]) -> Int {
    let byEnd = intervals.sorted { $0.end != $1.end ? $0.end < $1.end : $0.start < $1.start }
    var removed = 0
    var lastEnd = Int.min
    for iv in byEnd {
        if iv.start >= lastEnd { lastEnd = iv.end } else { removed += 1 }
    }
    return removed
}

func ivs(_ pairs: [(Int, Int)]) -> [Interval] { pairs.map { Interval(start: $0.0, end: $0.1) } }

let input1 = ivs([(1, 3), (8, 10), (2, 6), (15, 18)])
print("merge \(input1) -> \(merge(input1))")
let input2 = ivs([(1, 4), (4, 5)])
print("merge \(input2) -> \(merge(input2))")
let input3 = ivs([(5, 7), (1, 10), (2, 3)])
print("merge \(input3) -> \(merge(input3))")

let sortedInput = ivs([(1, 2), (3, 5), (6, 7), (8, 10), (12, 16)])
print("insert [4,8] -> \(insert(sortedInput, Interval(start: 4, end: 8)))")
print("insert [0,0] -> \(insert(sortedInput, Interval(start: 0, end: 0)))")
print("insert [20,25] -> \(insert(sortedInput, Interval(start: 20, end: 25)))")

print("erase overlaps: \(eraseOverlapCount(ivs([(1, 2), (2, 3), (3, 4), (1, 3)])))")
print("erase overlaps: \(eraseOverlapCount(ivs([(1, 2), (1, 2), (1, 2)])))")

let meetings = ivs([(9, 11), (10, 12), (13, 14), (11, 13), (16, 17)])
let busy = merge(meetings)
let covered = busy.map(\.length).reduce(0, +)
let gaps = zip(busy, busy.dropFirst()).map { Interval(start: $0.end, end: $1.start) }
print("busy \(busy), covered \(covered)h, free gaps \(gaps)")
let longest = meetings.max { $0.length < $1.length || ($0.length == $1.length && $0.start > $1.start) }!
print("longest meeting: \(longest), min start: \(meetings.min()!)")
// expect: merge [[1,3], [8,10], [2,6], [15,18]] -> [[1,6], [8,10], [15,18]]
// expect: merge [[1,4], [4,5]] -> [[1,5]]
// expect: merge [[5,7], [1,10], [2,3]] -> [[1,10]]
// expect: insert [4,8] -> [[1,2], [3,10], [12,16]]
// expect: insert [0,0] -> [[0,0], [1,2], [3,5], [6,7], [8,10], [12,16]]
// expect: insert [20,25] -> [[1,2], [3,5], [6,7], [8,10], [12,16], [20,25]]
// expect: erase overlaps: 1
// expect: erase overlaps: 2
// expect: busy [[9,14], [16,17]], covered 6h, free gaps [[14,16]]
// expect: longest meeting: [9,11], min start: [9,11]
