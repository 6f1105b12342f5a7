// LeetCode style: 56. Merge Intervals and 57. Insert Interval

class Solution {
    func merge(_ intervals: [[Int]]) -> [[Int]] {
        guard !intervals.isEmpty else { return [] }
        let sorted = intervals.sorted { $0[0] < $1[0] }
        var result = [sorted[0]]
        for interval in sorted.dropFirst() {
            if interval[0] <= result[result.count - 1][1] {
                result[result.count - 1][1] = max(result[result.count - 1][1], interval[1])
            } else {
                result.append(interval)
            }
        }
        return result
    }

    func insert(_ intervals: [[Int]], _ newInterval: [Int]) -> [[Int]] {
        var result = [[Int]]()
        var current = newInterval
        var i = 0
        while i < intervals.count && intervals[i][1] < current[0] {
            result.append(intervals[i])
            i += 1
        }
        while i < intervals.count && intervals[i][0] <= current[1] {
            current = [min(current[0], intervals[i][0]), max(current[1], intervals[i][1])]
            i += 1
        }
        result.append(current)
        while i < intervals.count {
            result.append(intervals[i])
            i += 1
        }
        return result
    }

    // 435. Non-overlapping Intervals: minimum removals
    func eraseOverlapIntervals(_ intervals: [[Int]]) -> Int {
        let sorted = intervals.sorted { $0[1] < $1[1] }
        var removed = 0
        var end = Int.min
        for iv in sorted {
            if iv[0] >= end {
                end = iv[1]
            } else {
                removed += 1
            }
        }
        return removed
    }
}

let s = Solution()
print(s.merge([[1, 3], [2, 6], [8, 10], [15, 18]]))
print(s.merge([[1, 4], [4, 5]]))
print(s.merge([[1, 4], [0, 4]]))
print(s.merge([[1, 4], [2, 3]]))
print(s.merge([[5, 7], [1, 2], [3, 4], [2, 3], [9, 12], [10, 11]]))
print(s.merge([]))

print(s.insert([[1, 3], [6, 9]], [2, 5]))
print(s.insert([[1, 2], [3, 5], [6, 7], [8, 10], [12, 16]], [4, 8]))
print(s.insert([], [5, 7]))
print(s.insert([[1, 5]], [6, 8]))

print(s.eraseOverlapIntervals([[1, 2], [2, 3], [3, 4], [1, 3]]))
print(s.eraseOverlapIntervals([[1, 2], [1, 2], [1, 2]]))
print(s.eraseOverlapIntervals([[1, 2], [2, 3]]))

// Using a struct instead of nested arrays
struct Interval: CustomStringConvertible {
    var start: Int, end: Int
    var description: String { "[\(start), \(end)]" }
}
let meetings = [Interval(start: 9, end: 10), Interval(start: 13, end: 15), Interval(start: 9, end: 12), Interval(start: 14, end: 16)]
let busy = s.merge(meetings.map { [$0.start, $0.end] }).map { Interval(start: $0[0], end: $0[1]) }
print("busy blocks: \(busy)")
print("total busy hours: \(busy.reduce(0) { $0 + $1.end - $1.start })")
// expect: [[1, 6], [8, 10], [15, 18]]
// expect: [[1, 5]]
// expect: [[0, 4]]
// expect: [[1, 4]]
// expect: [[1, 4], [5, 7], [9, 12]]
// expect: []
// expect: [[1, 5], [6, 9]]
// expect: [[1, 2], [3, 10], [12, 16]]
// expect: [[5, 7]]
// expect: [[1, 5], [6, 8]]
// expect: 1
// expect: 2
// expect: 0
// expect: busy blocks: [[9, 12], [13, 16]]
// expect: total busy hours: 6
