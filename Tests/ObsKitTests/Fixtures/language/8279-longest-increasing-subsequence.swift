// LeetCode style: LIS with O(n^2) DP and with patience sorting binary search, plus reconstruction
class Solution {
    func lengthOfLIS(_ nums: [Int]) -> Int {
        if nums.isEmpty { return 0 }
        var dp = Array(repeating: 1, count: nums.count)
        for i in 1..<nums.count {
            for j in 0..<i where nums[j] < nums[i] {
                dp[i] = max(dp[i], dp[j] + 1)
            }
        }
        return dp.max()!
    }

    func lengthOfLISFast(_ nums: [Int]) -> Int {
        var tails = [Int]()
        for num in nums {
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = lo + (hi - lo) / 2
                if tails[mid] < num { lo = mid + 1 } else { hi = mid }
            }
            if lo == tails.count { tails.append(num) } else { tails[lo] = num }
        }
        return tails.count
    }

    func longestSequence(_ nums: [Int]) -> [Int] {
        guard !nums.isEmpty else { return [] }
        var dp = Array(repeating: 1, count: nums.count)
        var prev = Array(repeating: -1, count: nums.count)
        for i in 0..<nums.count {
            for j in 0..<i where nums[j] < nums[i] && dp[j] + 1 > dp[i] {
                dp[i] = dp[j] + 1
                prev[i] = j
            }
        }
        var idx = dp.firstIndex(of: dp.max()!)!
        var seq = [Int]()
        while idx != -1 {
            seq.append(nums[idx])
            idx = prev[idx]
        }
        return seq.reversed()
    }
}

let sol = Solution()
let inputs = [[10, 9, 2, 5, 3, 7, 101, 18], [0, 1, 0, 3, 2, 3], [7, 7, 7, 7], [], [4, 10, 4, 3, 8, 9]]
for nums in inputs {
    print(nums, sol.lengthOfLIS(nums), sol.lengthOfLISFast(nums), sol.longestSequence(nums))
}

// expect: [10, 9, 2, 5, 3, 7, 101, 18] 4 4 [2, 5, 7, 101]
// expect: [0, 1, 0, 3, 2, 3] 4 4 [0, 1, 2, 3]
// expect: [7, 7, 7, 7] 1 1 [7]
// expect: [] 0 0 []
// expect: [4, 10, 4, 3, 8, 9] 3 3 [4, 8, 9]
