// LeetCode style: coin change min coins and number of combinations with 1D DP arrays
class Solution {
    func coinChange(_ coins: [Int], _ amount: Int) -> Int {
        var dp = [Int](repeating: amount + 1, count: amount + 1)
        dp[0] = 0
        for i in 1...max(amount, 1) where i <= amount {
            for coin in coins where coin <= i {
                dp[i] = min(dp[i], dp[i - coin] + 1)
            }
        }
        return dp[amount] > amount ? -1 : dp[amount]
    }

    func change(_ amount: Int, _ coins: [Int]) -> Int {
        var dp = [Int](repeating: 0, count: amount + 1)
        dp[0] = 1
        for coin in coins {
            guard coin <= amount else { continue }
            for i in coin...amount {
                dp[i] += dp[i - coin]
            }
        }
        return dp[amount]
    }

    func climbStairs(_ n: Int) -> Int {
        var (a, b) = (1, 1)
        for _ in 0..<n { (a, b) = (b, a + b) }
        return a
    }

    func rob(_ nums: [Int]) -> Int {
        var prev = 0, curr = 0
        for x in nums {
            let temp = max(curr, prev + x)
            prev = curr
            curr = temp
        }
        return curr
    }
}

let sol = Solution()
print(sol.coinChange([1, 2, 5], 11))
print(sol.coinChange([2], 3))
print(sol.coinChange([1], 0))
print(sol.coinChange([186, 419, 83, 408], 6249))
print(sol.change(5, [1, 2, 5]))
print(sol.change(3, [2]))
print(sol.change(10, [10]))
print((1...10).map { sol.climbStairs($0) })
print(sol.rob([1, 2, 3, 1]), sol.rob([2, 7, 9, 3, 1]), sol.rob([]))

// expect: 3
// expect: -1
// expect: 0
// expect: 20
// expect: 4
// expect: 0
// expect: 1
// expect: [1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: 4 12 0
