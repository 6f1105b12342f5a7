// LeetCode style (knapsack and memoization): partition equal subset sum, 0/1 knapsack table, target sum memoized with a Hashable struct key, and last stone weight II
struct MemoKey: Hashable {
    let index: Int
    let total: Int
}

class Solution {
    func canPartition(_ nums: [Int]) -> Bool {
        let sum = nums.reduce(0, +)
        if sum % 2 != 0 { return false }
        let target = sum / 2
        var dp = [Bool](repeating: false, count: target + 1)
        dp[0] = true
        for num in nums {
            for s in stride(from: target, through: num, by: -1) {
                dp[s] = dp[s] || dp[s - num]
            }
        }
        return dp[target]
    }

    func knapsack(_ weights: [Int], _ values: [Int], _ capacity: Int) -> Int {
        let n = weights.count
        var dp = Array(repeating: Array(repeating: 0, count: capacity + 1), count: n + 1)
        for i in 1...n {
            for w in 0...capacity {
                dp[i][w] = dp[i - 1][w]
                if weights[i - 1] <= w {
                    dp[i][w] = max(dp[i][w], dp[i - 1][w - weights[i - 1]] + values[i - 1])
                }
            }
        }
        return dp[n][capacity]
    }

    func findTargetSumWays(_ nums: [Int], _ target: Int) -> Int {
        var memo = [MemoKey: Int]()
        func ways(_ i: Int, _ total: Int) -> Int {
            if i == nums.count { return total == target ? 1 : 0 }
            let key = MemoKey(index: i, total: total)
            if let cached = memo[key] { return cached }
            let result = ways(i + 1, total + nums[i]) + ways(i + 1, total - nums[i])
            memo[key] = result
            return result
        }
        return ways(0, 0)
    }

    func lastStoneWeightII(_ stones: [Int]) -> Int {
        var reachable: Set<Int> = [0]
        for s in stones {
            reachable = Set(reachable.flatMap { [$0 + s, $0 - s] })
        }
        return reachable.map { abs($0) }.min()!
    }
}

let sol = Solution()
print(sol.canPartition([1, 5, 11, 5]), sol.canPartition([1, 2, 3, 5]), sol.canPartition([2, 2]))
print(sol.knapsack([1, 3, 4, 5], [1, 4, 5, 7], 7))
print(sol.knapsack([10, 20, 30], [60, 100, 120], 50))
print(sol.findTargetSumWays([1, 1, 1, 1, 1], 3), sol.findTargetSumWays([1], 1), sol.findTargetSumWays([1, 2, 7, 9, 981], 1000000000))
print(sol.lastStoneWeightII([2, 7, 4, 1, 8, 1]), sol.lastStoneWeightII([31, 26, 33, 21, 40]))

// expect: true false true
// expect: 9
// expect: 220
// expect: 5 1 0
// expect: 1 5
