// LeetCode style: edit distance and longest common subsequence with 2D DP tables over Array(s)
class Solution {
    func minDistance(_ word1: String, _ word2: String) -> Int {
        let a = Array(word1), b = Array(word2)
        let m = a.count, n = b.count
        var dp = Array(repeating: Array(repeating: 0, count: n + 1), count: m + 1)
        for i in 0...m { dp[i][0] = i }
        for j in 0...n { dp[0][j] = j }
        if m == 0 || n == 0 { return dp[m][n] }
        for i in 1...m {
            for j in 1...n {
                if a[i - 1] == b[j - 1] {
                    dp[i][j] = dp[i - 1][j - 1]
                } else {
                    dp[i][j] = 1 + min(dp[i - 1][j - 1], dp[i - 1][j], dp[i][j - 1])
                }
            }
        }
        return dp[m][n]
    }

    func longestCommonSubsequence(_ text1: String, _ text2: String) -> (Int, String) {
        let a = Array(text1), b = Array(text2)
        var dp = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                dp[i][j] = a[i] == b[j] ? 1 + dp[i + 1][j + 1] : max(dp[i + 1][j], dp[i][j + 1])
            }
        }
        var i = 0, j = 0
        var lcs = [Character]()
        while i < a.count && j < b.count {
            if a[i] == b[j] {
                lcs.append(a[i]); i += 1; j += 1
            } else if dp[i + 1][j] >= dp[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return (dp[0][0], String(lcs))
    }
}

let sol = Solution()
print(sol.minDistance("horse", "ros"))
print(sol.minDistance("intention", "execution"))
print(sol.minDistance("", "abc"))
print(sol.minDistance("kitten", "sitting"))
print(sol.minDistance("same", "same"))
print(sol.longestCommonSubsequence("abcde", "ace"))
let (len, seq) = sol.longestCommonSubsequence("AGGTAB", "GXTXAYB")
print("LCS length \(len): \(seq)")
print(sol.longestCommonSubsequence("abc", "def"))

// expect: 3
// expect: 5
// expect: 3
// expect: 3
// expect: 0
// expect: (3, "ace")
// expect: LCS length 4: GTAB
// expect: (0, "")
