// LeetCode style (greedy): jump game I and II, gas station, partition labels with last-index dictionary, and non-overlapping intervals sorted by end
class Solution {
    func canJump(_ nums: [Int]) -> Bool {
        var reach = 0
        for (i, n) in nums.enumerated() {
            if i > reach { return false }
            reach = max(reach, i + n)
        }
        return true
    }

    func jump(_ nums: [Int]) -> Int {
        var jumps = 0, currentEnd = 0, farthest = 0
        for i in 0..<(nums.count - 1) {
            farthest = max(farthest, i + nums[i])
            if i == currentEnd {
                jumps += 1
                currentEnd = farthest
            }
        }
        return jumps
    }

    func canCompleteCircuit(_ gas: [Int], _ cost: [Int]) -> Int {
        var total = 0, tank = 0, start = 0
        for (i, (g, c)) in zip(gas, cost).enumerated() {
            total += g - c
            tank += g - c
            if tank < 0 {
                start = i + 1
                tank = 0
            }
        }
        return total >= 0 ? start : -1
    }

    func partitionLabels(_ s: String) -> [Int] {
        let chars = Array(s)
        var last = [Character: Int]()
        for (i, c) in chars.enumerated() { last[c] = i }
        var sizes: [Int] = []
        var start = 0, end = 0
        for (i, c) in chars.enumerated() {
            end = max(end, last[c]!)
            if i == end {
                sizes.append(end - start + 1)
                start = i + 1
            }
        }
        return sizes
    }

    func eraseOverlapIntervals(_ intervals: [[Int]]) -> Int {
        let byEnd = intervals.sorted(by: { $0[1] < $1[1] })
        var removed = 0
        var prevEnd = Int.min
        for iv in byEnd {
            if iv[0] >= prevEnd { prevEnd = iv[1] } else { removed += 1 }
        }
        return removed
    }
}

let sol = Solution()
print(sol.canJump([2, 3, 1, 1, 4]), sol.canJump([3, 2, 1, 0, 4]), sol.canJump([0]))
print(sol.jump([2, 3, 1, 1, 4]), sol.jump([2, 3, 0, 1, 4]), sol.jump([1]))
print(sol.canCompleteCircuit([1, 2, 3, 4, 5], [3, 4, 5, 1, 2]), sol.canCompleteCircuit([2, 3, 4], [3, 4, 3]))
print(sol.partitionLabels("ababcbacadefegdehijhklij"), sol.partitionLabels("eccbbbbdec"))
print(sol.eraseOverlapIntervals([[1, 2], [2, 3], [3, 4], [1, 3]]), sol.eraseOverlapIntervals([[1, 2], [1, 2], [1, 2]]), sol.eraseOverlapIntervals([[1, 2], [2, 3]]))

// expect: true false true
// expect: 2 2 0
// expect: 3 -1
// expect: [9, 7, 8] [10]
// expect: 1 2 0
