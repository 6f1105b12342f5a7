// Dynamic programming classics: coin change, climbing stairs, LCS with reconstruction, edit distance
// expected output: swiftc 6.3.1 (Linux), run on this machine
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

func climbStairs(_ n: Int) -> Int {
    var (a, b) = (1, 1)
    for _ in 0..<n { (a, b) = (b, a + b) }
    return a
}

func lcs(_ x: String, _ y: String) -> String {
    let a = Array(x), b = Array(y)
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 1...a.count {
        for j in 1...b.count {
            table[i][j] = a[i-1] == b[j-1] ? table[i-1][j-1] + 1 : max(table[i-1][j], table[i][j-1])
        }
    }
    var result: [Character] = []
    var i = a.count, j = b.count
    while i > 0 && j > 0 {
        if a[i-1] == b[j-1] { result.append(a[i-1]); i -= 1; j -= 1 }
        else if table[i-1][j] >= table[i][j-1] { i -= 1 }
        else { j -= 1 }
    }
    return String(result.reversed())
}

func editDistance(_ s: String, _ t: String) -> Int {
    let a = Array(s.utf8), b = Array(t.utf8)
    var prev = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
        var cur = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            cur[j] = a[i-1] == b[j-1] ? prev[j-1] : 1 + min(prev[j-1], prev[j], cur[j-1])
        }
        prev = cur
    }
    return prev[b.count]
}

print("coins [1,2,5] for 11:", coinChange([1, 2, 5], 11))
print("coins [2] for 3:", coinChange([2], 3))
print("coins [1] for 0:", coinChange([1], 0))
print("stairs:", (1...10).map(climbStairs))
print("LCS:", lcs("ABCBDAB", "BDCABA"))
print("LCS:", lcs("programming", "gaming"))
for (s, t) in [("kitten", "sitting"), ("flaw", "lawn"), ("swift", "swift")] {
    print("edit(\(s), \(t)) = \(editDistance(s, t))")
}
// expect: coins [1,2,5] for 11: 3
// expect: coins [2] for 3: -1
// expect: coins [1] for 0: 0
// expect: stairs: [1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: LCS: BCBA
// expect: LCS: gaming
// expect: edit(kitten, sitting) = 3
// expect: edit(flaw, lawn) = 2
// expect: edit(swift, swift) = 0
