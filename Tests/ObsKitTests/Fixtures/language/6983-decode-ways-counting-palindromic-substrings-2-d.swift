// LeetCode style (string dynamic programming): decode ways, counting palindromic substrings with a 2-D Bool table, distinct subsequences, and interleaving strings
class Solution {
    func numDecodings(_ s: String) -> Int {
        let digits = s.compactMap { $0.wholeNumberValue }
        if digits.isEmpty || digits[0] == 0 { return 0 }
        var prev2 = 1, prev1 = 1
        for i in 1..<digits.count {
            var cur = 0
            if digits[i] != 0 { cur += prev1 }
            let two = digits[i - 1] * 10 + digits[i]
            if (10...26).contains(two) { cur += prev2 }
            prev2 = prev1
            prev1 = cur
        }
        return prev1
    }

    func countSubstrings(_ s: String) -> Int {
        let c = Array(s)
        let n = c.count
        var isPal = Array(repeating: Array(repeating: false, count: n), count: n)
        var count = 0
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in i..<n {
                if c[i] == c[j] && (j - i < 2 || isPal[i + 1][j - 1]) {
                    isPal[i][j] = true
                    count += 1
                }
            }
        }
        return count
    }

    func numDistinct(_ s: String, _ t: String) -> Int {
        let s = Array(s), t = Array(t)
        var dp = [Int](repeating: 0, count: t.count + 1)
        dp[0] = 1
        for ch in s {
            for j in stride(from: t.count, to: 0, by: -1) where t[j - 1] == ch {
                dp[j] += dp[j - 1]
            }
        }
        return dp[t.count]
    }

    func isInterleave(_ s1: String, _ s2: String, _ s3: String) -> Bool {
        let a = Array(s1), b = Array(s2), c = Array(s3)
        guard a.count + b.count == c.count else { return false }
        var dp = Array(repeating: Array(repeating: false, count: b.count + 1), count: a.count + 1)
        dp[0][0] = true
        for i in 0...a.count {
            for j in 0...b.count {
                if i > 0 && a[i - 1] == c[i + j - 1] && dp[i - 1][j] { dp[i][j] = true }
                if j > 0 && b[j - 1] == c[i + j - 1] && dp[i][j - 1] { dp[i][j] = true }
            }
        }
        return dp[a.count][b.count]
    }
}

let sol = Solution()
print(["12", "226", "06", "11106", "10", "2101"].map { sol.numDecodings($0) })
print(sol.countSubstrings("abc"), sol.countSubstrings("aaa"), sol.countSubstrings("abba"))
print(sol.numDistinct("rabbbit", "rabbit"), sol.numDistinct("babgbag", "bag"))
print(sol.isInterleave("aabcc", "dbbca", "aadbbcbcac"), sol.isInterleave("aabcc", "dbbca", "aadbbbaccc"), sol.isInterleave("", "", ""))

// expect: [2, 3, 0, 2, 1, 1]
// expect: 3 6 6
// expect: 3 5
// expect: true false true
