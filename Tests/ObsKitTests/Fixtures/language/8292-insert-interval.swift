// LeetCode style: insert interval into sorted non-overlapping list in three phases, plus interval intersections
class Solution {
    func insert(_ intervals: [[Int]], _ newInterval: [Int]) -> [[Int]] {
        var result = [[Int]]()
        var i = 0
        var merged = newInterval
        while i < intervals.count && intervals[i][1] < merged[0] {
            result.append(intervals[i])
            i += 1
        }
        while i < intervals.count && intervals[i][0] <= merged[1] {
            merged[0] = min(merged[0], intervals[i][0])
            merged[1] = max(merged[1], intervals[i][1])
            i += 1
        }
        result.append(merged)
        result.append(contentsOf: intervals[i...])
        return result
    }

    func intervalIntersection(_ first: [[Int]], _ second: [[Int]]) -> [[Int]] {
        var i = 0, j = 0
        var out = [[Int]]()
        while i < first.count && j < second.count {
            let lo = max(first[i][0], second[j][0])
            let hi = min(first[i][1], second[j][1])
            if lo <= hi { out.append([lo, hi]) }
            if first[i][1] < second[j][1] { i += 1 } else { j += 1 }
        }
        return out
    }

    func summaryRanges(_ nums: [Int]) -> [String] {
        var res = [String]()
        var i = 0
        while i < nums.count {
            let start = nums[i]
            while i + 1 < nums.count && nums[i + 1] == nums[i] + 1 { i += 1 }
            res.append(start == nums[i] ? "\(start)" : "\(start)->\(nums[i])")
            i += 1
        }
        return res
    }
}

let sol = Solution()
print(sol.insert([[1, 3], [6, 9]], [2, 5]))
print(sol.insert([[1, 2], [3, 5], [6, 7], [8, 10], [12, 16]], [4, 8]))
print(sol.insert([], [5, 7]))
print(sol.insert([[1, 5]], [6, 8]))
print(sol.insert([[3, 5], [9, 12]], [0, 1]))
print(sol.intervalIntersection([[0, 2], [5, 10], [13, 23], [24, 25]], [[1, 5], [8, 12], [15, 24], [25, 26]]))
print(sol.summaryRanges([0, 1, 2, 4, 5, 7]))
print(sol.summaryRanges([0, 2, 3, 4, 6, 8, 9]))

// expect: [[1, 5], [6, 9]]
// expect: [[1, 2], [3, 10], [12, 16]]
// expect: [[5, 7]]
// expect: [[1, 5], [6, 8]]
// expect: [[0, 1], [3, 5], [9, 12]]
// expect: [[1, 2], [5, 5], [8, 10], [15, 23], [24, 24], [25, 25]]
// expect: ["0->2", "4->5", "7"]
// expect: ["0", "2->4", "6", "8->9"]
