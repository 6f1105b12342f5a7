// App code style: dynamic programming tables (LCS, edit distance, coin change, knapsack)
func lcs(_ a: String, _ b: String) -> String {
    let x = Array(a), y = Array(b)
    var dp = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
    for i in 1...x.count { for j in 1...y.count {
        dp[i][j] = x[i-1] == y[j-1] ? dp[i-1][j-1] + 1 : max(dp[i-1][j], dp[i][j-1])
    } }
    var i = x.count, j = y.count, out: [Character] = []
    while i > 0 && j > 0 {
        if x[i-1] == y[j-1] { out.append(x[i-1]); i -= 1; j -= 1 }
        else if dp[i-1][j] >= dp[i][j-1] { i -= 1 } else { j -= 1 }
    }
    return String(out.reversed())
}

func editDistance(_ a: String, _ b: String) -> Int {
    let x = Array(a.utf8), y = Array(b.utf8)
    var prev = Array(0...y.count)
    for i in 1...max(x.count, 1) where !x.isEmpty {
        var cur = [i] + Array(repeating: 0, count: y.count)
        for j in stride(from: 1, through: y.count, by: 1) {
            cur[j] = min(prev[j] + 1, cur[j-1] + 1, prev[j-1] + (x[i-1] == y[j-1] ? 0 : 1))
        }
        prev = cur
    }
    return prev[y.count]
}

func coinWays(_ coins: [Int], _ total: Int) -> (ways: Int, fewest: Int?) {
    var ways = [1] + Array(repeating: 0, count: total)
    var fewest = [0] + Array(repeating: Int.max, count: total)
    for c in coins where c <= total {
        for v in c...total {
            ways[v] += ways[v - c]
            if fewest[v - c] != Int.max { fewest[v] = min(fewest[v], fewest[v - c] + 1) }
        }
    }
    return (ways[total], fewest[total] == Int.max ? nil : fewest[total])
}

func knapsack(_ items: [(w: Int, v: Int)], cap: Int) -> Int {
    var best = Array(repeating: 0, count: cap + 1)
    for it in items {
        for c in stride(from: cap, through: it.w, by: -1) { best[c] = max(best[c], best[c - it.w] + it.v) }
    }
    return best[cap]
}

print("lcs:", lcs("ABCBDAB", "BDCABA"), lcs("swift", "shift"))
print("edit:", editDistance("kitten", "sitting"), editDistance("flaw", "lawn"), editDistance("", "abc"))
let cw = coinWays([1, 2, 5], 11)
print("coins 11: ways=\(cw.ways) fewest=\(cw.fewest.map(String.init) ?? "none")")
print("coins 3 with [2]:", coinWays([2], 3))
print("knapsack:", knapsack([(1, 1), (3, 4), (4, 5), (5, 7)], cap: 7))
// expect: lcs: BCBA sift
// expect: edit: 3 2 3
// expect: coins 11: ways=11 fewest=3
// expect: coins 3 with [2]: (ways: 0, fewest: nil)
// expect: knapsack: 9
