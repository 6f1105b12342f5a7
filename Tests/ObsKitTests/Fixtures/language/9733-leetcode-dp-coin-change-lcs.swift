// LeetCode 322 / 1143 / 70 dynamic programming: 1-D and 2-D tables, Array(repeating:count:), min over optionals, reconstructing a subsequence
func coinChange(_ coins: [Int], _ amount: Int) -> Int {
    var dp = [Int](repeating: Int.max, count: amount + 1)
    dp[0] = 0
    for value in 1...max(amount, 1) where value <= amount {
        for coin in coins where coin <= value && dp[value - coin] != Int.max {
            dp[value] = min(dp[value], dp[value - coin] + 1)
        }
    }
    return dp[amount] == Int.max ? -1 : dp[amount]
}

func waysToMakeChange(_ coins: [Int], _ amount: Int) -> Int {
    var ways = [Int](repeating: 0, count: amount + 1)
    ways[0] = 1
    for coin in coins {
        for v in stride(from: coin, through: amount, by: 1) {
            ways[v] += ways[v - coin]
        }
    }
    return ways[amount]
}

func longestCommonSubsequence(_ a: String, _ b: String) -> (length: Int, text: String) {
    let x = Array(a), y = Array(b)
    var table = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
    for i in 1...x.count {
        for j in 1...y.count {
            table[i][j] = x[i - 1] == y[j - 1]
                ? table[i - 1][j - 1] + 1
                : max(table[i - 1][j], table[i][j - 1])
        }
    }
    var i = x.count, j = y.count
    var out: [Character] = []
    while i > 0 && j > 0 {
        if x[i - 1] == y[j - 1] {
            out.append(x[i - 1]); i -= 1; j -= 1
        } else if table[i - 1][j] >= table[i][j - 1] {
            i -= 1
        } else {
            j -= 1
        }
    }
    return (table[x.count][y.count], String(out.reversed()))
}

func climbStairs(_ n: Int) -> Int {
    guard n > 2 else { return n }
    var (a, b) = (1, 2)
    for _ in 3...n { (a, b) = (b, a + b) }
    return b
}

print("coinChange([1,2,5], 11) = \(coinChange([1, 2, 5], 11))")
print("coinChange([2], 3) = \(coinChange([2], 3))")
print("coinChange([1], 0) = \(coinChange([1], 0))")
print("coinChange([186,419,83,408], 6249) = \(coinChange([186, 419, 83, 408], 6249))")
print("ways([1,2,5], 5) = \(waysToMakeChange([1, 2, 5], 5))")
print("ways([25,10,5,1], 100) = \(waysToMakeChange([25, 10, 5, 1], 100))")

for (a, b) in [("abcde", "ace"), ("AGGTAB", "GXTXAYB"), ("abc", "def")] {
    let r = longestCommonSubsequence(a, b)
    print("LCS(\(a), \(b)) = \(r.length) \"\(r.text)\"")
}
print((1...10).map(climbStairs))
print("climbStairs(45) = \(climbStairs(45))")
// expect: coinChange([1,2,5], 11) = 3
// expect: coinChange([2], 3) = -1
// expect: coinChange([1], 0) = 0
// expect: coinChange([186,419,83,408], 6249) = 20
// expect: ways([1,2,5], 5) = 4
// expect: ways([25,10,5,1], 100) = 242
// expect: LCS(abcde, ace) = 3 "ace"
// expect: LCS(AGGTAB, GXTXAYB) = 4 "GTAB"
// expect: LCS(abc, def) = 0 ""
// expect: [1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: climbStairs(45) = 1836311903
