// LeetCode style: merge overlapping intervals after sorting by start
class Solution {
    func merge(_ intervals: [[Int]]) -> [[Int]] {
        guard intervals.count > 1 else { return intervals }
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

    // LeetCode 435: minimum number of intervals to remove
    func eraseOverlapIntervals(_ intervals: [[Int]]) -> Int {
        let sorted = intervals.sorted { $0[1] < $1[1] }
        var end = Int.min
        var removed = 0
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

let sol = Solution()
print(sol.merge([[1, 3], [2, 6], [8, 10], [15, 18]]))
print(sol.merge([[1, 4], [4, 5]]))
print(sol.merge([[1, 4], [0, 4]]))
print(sol.merge([[1, 4], [2, 3]]))
print(sol.merge([[5, 7]]))
print(sol.merge([[6, 8], [1, 9], [2, 4], [4, 7]]))
print(sol.eraseOverlapIntervals([[1, 2], [2, 3], [3, 4], [1, 3]]))
print(sol.eraseOverlapIntervals([[1, 2], [1, 2], [1, 2]]))

// expect: [[1, 6], [8, 10], [15, 18]]
// expect: [[1, 5]]
// expect: [[0, 4]]
// expect: [[1, 4]]
// expect: [[5, 7]]
// expect: [[1, 9]]
// expect: 1
// expect: 2
