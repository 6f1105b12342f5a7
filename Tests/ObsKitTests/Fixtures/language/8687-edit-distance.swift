// Kata style (edit distance & LCS): 2-D dynamic programming tables with traceback
func editDistance(_ a: String, _ b: String) -> (distance: Int, steps: [String]) {
    let x = Array(a), y = Array(b)
    var dp = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
    for i in 0...x.count { dp[i][0] = i }
    for j in 0...y.count { dp[0][j] = j }
    for i in stride(from: 1, through: x.count, by: 1) {
        for j in stride(from: 1, through: y.count, by: 1) {
            let cost = x[i - 1] == y[j - 1] ? 0 : 1
            dp[i][j] = min(dp[i - 1][j] + 1, dp[i][j - 1] + 1, dp[i - 1][j - 1] + cost)
        }
    }
    var steps: [String] = []
    var i = x.count, j = y.count
    while i > 0 || j > 0 {
        if i > 0, j > 0, dp[i][j] == dp[i - 1][j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1) {
            if x[i - 1] != y[j - 1] { steps.append("sub \(x[i - 1])->\(y[j - 1])") }
            i -= 1; j -= 1
        } else if i > 0, dp[i][j] == dp[i - 1][j] + 1 {
            steps.append("del \(x[i - 1])"); i -= 1
        } else {
            steps.append("ins \(y[j - 1])"); j -= 1
        }
    }
    return (dp[x.count][y.count], steps.reversed())
}

func lcs(_ a: String, _ b: String) -> String {
    let x = Array(a), y = Array(b)
    var dp = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
    for i in x.indices.reversed() {
        for j in y.indices.reversed() {
            dp[i][j] = x[i] == y[j] ? dp[i + 1][j + 1] + 1 : max(dp[i + 1][j], dp[i][j + 1])
        }
    }
    var result = "", i = 0, j = 0
    while i < x.count && j < y.count {
        if x[i] == y[j] { result.append(x[i]); i += 1; j += 1 }
        else if dp[i + 1][j] >= dp[i][j + 1] { i += 1 } else { j += 1 }
    }
    return result
}

let pairs = [("kitten", "sitting"), ("flaw", "lawn"), ("intention", "execution"), ("", "abc"), ("same", "same")]
for (a, b) in pairs {
    let (d, steps) = editDistance(a, b)
    print("\(a.isEmpty ? "\"\"" : a) -> \(b): \(d) [\(steps.joined(separator: ", "))]")
}
for (a, b) in [("ABCBDAB", "BDCABA"), ("AGGTAB", "GXTXAYB"), ("swift", "shift")] {
    let common = lcs(a, b)
    print("LCS(\(a), \(b)) = \(common) (\(common.count))")
}

// expect: kitten -> sitting: 3 [sub k->s, sub e->i, ins g]
// expect: flaw -> lawn: 2 [del f, ins n]
// expect: intention -> execution: 5 [sub i->e, sub n->x, sub t->e, sub e->c, sub n->u]
// expect: "" -> abc: 3 [ins a, ins b, ins c]
// expect: same -> same: 0 []
// expect: LCS(ABCBDAB, BDCABA) = BDAB (4)
// expect: LCS(AGGTAB, GXTXAYB) = GTAB (4)
// expect: LCS(swift, shift) = sift (4)
