// LeetCode style (Dynamic programming): LCS, edit distance, coin change, and longest increasing subsequence
func lcs(_ a: String, _ b: String) -> String {
    let x = Array(a), y = Array(b)
    var dp = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
    for i in 1...x.count {
        for j in 1...y.count {
            dp[i][j] = x[i - 1] == y[j - 1] ? dp[i - 1][j - 1] + 1 : max(dp[i - 1][j], dp[i][j - 1])
        }
    }
    var i = x.count, j = y.count
    var out: [Character] = []
    while i > 0 && j > 0 {
        if x[i - 1] == y[j - 1] { out.append(x[i - 1]); i -= 1; j -= 1 }
        else if dp[i - 1][j] >= dp[i][j - 1] { i -= 1 }
        else { j -= 1 }
    }
    return String(out.reversed())
}

func editDistance(_ s: String, _ t: String) -> Int {
    let a = Array(s), b = Array(t)
    var prev = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
        var cur = [i] + Array(repeating: 0, count: b.count)
        for j in stride(from: 1, through: b.count, by: 1) {
            cur[j] = a[i - 1] == b[j - 1] ? prev[j - 1] : 1 + min(prev[j - 1], prev[j], cur[j - 1])
        }
        prev = cur
    }
    return prev[b.count]
}

func coinChange(_ coins: [Int], _ amount: Int) -> Int? {
    var dp = [0] + Array(repeating: Int.max, count: amount)
    for v in stride(from: 1, through: amount, by: 1) {
        for c in coins where c <= v && dp[v - c] != Int.max {
            dp[v] = min(dp[v], dp[v - c] + 1)
        }
    }
    return dp[amount] == Int.max ? nil : dp[amount]
}

func lis(_ nums: [Int]) -> [Int] {
    var tails: [Int] = [], tailIdx: [Int] = []
    var parent = Array(repeating: -1, count: nums.count)
    for (i, n) in nums.enumerated() {
        var lo = 0, hi = tails.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if tails[mid] < n { lo = mid + 1 } else { hi = mid }
        }
        if lo > 0 { parent[i] = tailIdx[lo - 1] }
        if lo == tails.count { tails.append(n); tailIdx.append(i) } else { tails[lo] = n; tailIdx[lo] = i }
    }
    var seq: [Int] = []
    var k = tailIdx.last ?? -1
    while k >= 0 { seq.append(nums[k]); k = parent[k] }
    return seq.reversed()
}

print(lcs("AGGTAB", "GXTXAYB"), lcs("thisisatest", "testing123testing"))
for (s, t) in [("kitten", "sitting"), ("flaw", "lawn"), ("", "abc"), ("same", "same")] {
    print("edit(\(s), \(t)) =", editDistance(s, t))
}
print(coinChange([1, 5, 10, 25], 63) as Any, coinChange([2], 3) as Any, coinChange([3, 7], 0) as Any)
print(lis([10, 9, 2, 5, 3, 7, 101, 18]), lis([0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15]))
var memo: [Int: Int] = [:]
func ways(_ n: Int) -> Int {
    if n < 0 { return 0 }
    if n == 0 { return 1 }
    if let m = memo[n] { return m }
    let r = ways(n - 1) + ways(n - 2) + ways(n - 3)
    memo[n] = r
    return r
}
print((1...10).map(ways), ways(40), memo.count)

// expect: GTAB tsitest
// expect: edit(kitten, sitting) = 3
// expect: edit(flaw, lawn) = 2
// expect: edit(, abc) = 3
// expect: edit(same, same) = 0
// expect: Optional(6) nil Optional(0)
// expect: [2, 3, 7, 18] [0, 2, 6, 9, 11, 15]
// expect: [1, 2, 4, 7, 13, 24, 44, 81, 149, 274] 23837527729 40
