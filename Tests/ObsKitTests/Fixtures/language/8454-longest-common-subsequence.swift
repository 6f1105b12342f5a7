// Rosetta-style task: Longest common subsequence and longest common substring by DP tables
func lcs(_ a: String, _ b: String) -> String {
    let x = Array(a), y = Array(b)
    var dp = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
    for i in 0..<x.count {
        for j in 0..<y.count {
            dp[i + 1][j + 1] = x[i] == y[j] ? dp[i][j] + 1 : max(dp[i][j + 1], dp[i + 1][j])
        }
    }
    var result: [Character] = []
    var i = x.count, j = y.count
    while i > 0 && j > 0 {
        if x[i - 1] == y[j - 1] {
            result.append(x[i - 1])
            i -= 1; j -= 1
        } else if dp[i - 1][j] >= dp[i][j - 1] {
            i -= 1
        } else {
            j -= 1
        }
    }
    return String(result.reversed())
}

func longestCommonSubstring(_ a: String, _ b: String) -> String {
    let x = Array(a), y = Array(b)
    var best = (length: 0, end: 0)
    var previous = [Int](repeating: 0, count: y.count + 1)
    for i in 1...max(x.count, 1) where !x.isEmpty {
        var current = [Int](repeating: 0, count: y.count + 1)
        for j in stride(from: 1, through: y.count, by: 1) where x[i - 1] == y[j - 1] {
            current[j] = previous[j - 1] + 1
            if current[j] > best.length { best = (current[j], i) }
        }
        previous = current
    }
    return String(x[(best.end - best.length)..<best.end])
}

let pairs = [("thisisatest", "testing123testing"), ("1234", "1224533324"), ("AGGTAB", "GXTXAYB"), ("abc", "xyz")]
for (a, b) in pairs {
    let sub = lcs(a, b)
    print("LCS(\(a), \(b)) = \"\(sub)\" (\(sub.count))")
    print("  longest common substring: \"\(longestCommonSubstring(a, b))\"")
}

let diffA = "ABCBDAB", diffB = "BDCABA"
let common = lcs(diffA, diffB)
print("Edit distance via LCS: \(diffA.count + diffB.count - 2 * common.count) (common \(common))")

// expect: LCS(thisisatest, testing123testing) = "tsitest" (7)
// expect:   longest common substring: "test"
// expect: LCS(1234, 1224533324) = "1234" (4)
// expect:   longest common substring: "12"
// expect: LCS(AGGTAB, GXTXAYB) = "GTAB" (4)
// expect:   longest common substring: "A"
// expect: LCS(abc, xyz) = "" (0)
// expect:   longest common substring: ""
// expect: Edit distance via LCS: 5 (common BCBA)
