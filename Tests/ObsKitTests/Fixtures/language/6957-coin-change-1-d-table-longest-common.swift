// LeetCode style (dynamic programming): coin change with a 1-D table, longest common subsequence with a 2-D table, and edit distance
class Solution {
    func coinChange(_ coins: [Int], _ amount: Int) -> Int {
        var dp = Array(repeating: amount + 1, count: amount + 1)
        dp[0] = 0
        if amount == 0 { return 0 }
        for a in 1...amount {
            for coin in coins where coin <= a {
                dp[a] = min(dp[a], dp[a - coin] + 1)
            }
        }
        return dp[amount] > amount ? -1 : dp[amount]
    }

    func longestCommonSubsequence(_ text1: String, _ text2: String) -> Int {
        let a = Array(text1), b = Array(text2)
        let m = a.count, n = b.count
        var dp = Array(repeating: Array(repeating: 0, count: n + 1), count: m + 1)
        for i in 1..<(m + 1) {
            for j in 1..<(n + 1) {
                if a[i - 1] == b[j - 1] {
                    dp[i][j] = dp[i - 1][j - 1] + 1
                } else {
                    dp[i][j] = max(dp[i - 1][j], dp[i][j - 1])
                }
            }
        }
        return dp[m][n]
    }

    func minDistance(_ word1: String, _ word2: String) -> Int {
        let w1 = Array(word1), w2 = Array(word2)
        var dp = [[Int]](repeating: [Int](repeating: 0, count: w2.count + 1), count: w1.count + 1)
        for i in 0...w1.count { dp[i][0] = i }
        for j in 0...w2.count { dp[0][j] = j }
        for i in stride(from: 1, through: w1.count, by: 1) {
            for j in stride(from: 1, through: w2.count, by: 1) {
                if w1[i - 1] == w2[j - 1] {
                    dp[i][j] = dp[i - 1][j - 1]
                } else {
                    dp[i][j] = 1 + min(dp[i - 1][j], dp[i][j - 1], dp[i - 1][j - 1])
                }
            }
        }
        return dp[w1.count][w2.count]
    }
}

let sol = Solution()
print(sol.coinChange([1, 2, 5], 11))
print(sol.coinChange([2], 3))
print(sol.coinChange([1], 0))
print(sol.coinChange([186, 419, 83, 408], 6249))
print(sol.longestCommonSubsequence("abcde", "ace"))
print(sol.longestCommonSubsequence("abc", "def"))
print(sol.minDistance("horse", "ros"))
print(sol.minDistance("intention", "execution"))
print(sol.minDistance("", "abc"))

// expect: 3
// expect: -1
// expect: 0
// expect: 20
// expect: 3
// expect: 0
// expect: 3
// expect: 5
// expect: 3
