// LeetCode style (322. Coin Change, 1143. Longest Common Subsequence): bottom-up DP arrays with Int.max sentinels, 2D table
class Solution {
    func coinChange(_ coins: [Int], _ amount: Int) -> Int {
        var dp = [Int](repeating: Int.max, count: amount + 1)
        dp[0] = 0
        for a in stride(from: 1, through: amount, by: 1) {
            for c in coins where c <= a && dp[a - c] != Int.max {
                dp[a] = min(dp[a], dp[a - c] + 1)
            }
        }
        return dp[amount] == Int.max ? -1 : dp[amount]
    }

    func longestCommonSubsequence(_ text1: String, _ text2: String) -> Int {
        let a = Array(text1), b = Array(text2)
        var dp = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 1...max(a.count, 1) where i <= a.count {
            for j in 1...max(b.count, 1) where j <= b.count {
                dp[i][j] = a[i - 1] == b[j - 1] ? dp[i - 1][j - 1] + 1 : max(dp[i - 1][j], dp[i][j - 1])
            }
        }
        return dp[a.count][b.count]
    }
}

let s = Solution()
print(s.coinChange([1, 2, 5], 11), s.coinChange([2], 3), s.coinChange([1], 0), s.coinChange([186, 419, 83, 408], 6249))
print(s.longestCommonSubsequence("abcde", "ace"), s.longestCommonSubsequence("abc", "def"), s.longestCommonSubsequence("", "x"))

// expect: 3 -1 0 20
// expect: 3 0 0
