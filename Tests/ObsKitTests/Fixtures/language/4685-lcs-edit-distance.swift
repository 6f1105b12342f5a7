// Compiler test style: 2D dynamic programming tables for LCS and Levenshtein edit distance
func longestCommonSubsequence(_ a: String, _ b: String) -> String {
    let x = Array(a), y = Array(b)
    var dp = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
    for i in 1...max(x.count, 1) where i <= x.count {
        for j in 1...max(y.count, 1) where j <= y.count {
            dp[i][j] = x[i - 1] == y[j - 1] ? dp[i - 1][j - 1] + 1 : max(dp[i - 1][j], dp[i][j - 1])
        }
    }
    var result: [Character] = []
    var i = x.count, j = y.count
    while i > 0 && j > 0 {
        if x[i - 1] == y[j - 1] {
            result.append(x[i - 1]); i -= 1; j -= 1
        } else if dp[i - 1][j] >= dp[i][j - 1] {
            i -= 1
        } else {
            j -= 1
        }
    }
    return String(result.reversed())
}

enum EditOp: CustomStringConvertible {
    case keep(Character), replace(Character, Character), insert(Character), delete(Character)
    var description: String {
        switch self {
        case .keep(let c): return "=\(c)"
        case let .replace(a, b): return "\(a)>\(b)"
        case .insert(let c): return "+\(c)"
        case .delete(let c): return "-\(c)"
        }
    }
}

func editDistance(_ a: String, _ b: String) -> (distance: Int, ops: [EditOp]) {
    let s = Array(a), t = Array(b)
    var d = [[Int]](repeating: [Int](repeating: 0, count: t.count + 1), count: s.count + 1)
    for i in 0...s.count { d[i][0] = i }
    for j in 0...t.count { d[0][j] = j }
    for i in stride(from: 1, through: s.count, by: 1) {
        for j in stride(from: 1, through: t.count, by: 1) {
            let cost = s[i - 1] == t[j - 1] ? 0 : 1
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        }
    }
    var ops: [EditOp] = []
    var i = s.count, j = t.count
    while i > 0 || j > 0 {
        if i > 0 && j > 0 && s[i - 1] == t[j - 1] && d[i][j] == d[i - 1][j - 1] {
            ops.append(.keep(s[i - 1])); i -= 1; j -= 1
        } else if i > 0 && j > 0 && d[i][j] == d[i - 1][j - 1] + 1 {
            ops.append(.replace(s[i - 1], t[j - 1])); i -= 1; j -= 1
        } else if i > 0 && d[i][j] == d[i - 1][j] + 1 {
            ops.append(.delete(s[i - 1])); i -= 1
        } else {
            ops.append(.insert(t[j - 1])); j -= 1
        }
    }
    return (d[s.count][t.count], ops.reversed())
}

func longestCommonSubstring(_ a: String, _ b: String) -> String {
    let x = Array(a), y = Array(b)
    var prev = [Int](repeating: 0, count: y.count + 1)
    var best = 0, endIndex = 0
    for i in 0..<x.count {
        var cur = [Int](repeating: 0, count: y.count + 1)
        for j in 0..<y.count where x[i] == y[j] {
            cur[j + 1] = prev[j] + 1
            if cur[j + 1] > best { best = cur[j + 1]; endIndex = i + 1 }
        }
        prev = cur
    }
    return String(x[(endIndex - best)..<endIndex])
}

let pairs = [("ABCBDAB", "BDCABA"), ("AGGTAB", "GXTXAYB"), ("swift", "shift"), ("", "abc")]
for (a, b) in pairs {
    let lcs = longestCommonSubsequence(a, b)
    print("LCS(\(a), \(b)) = \"\(lcs)\" length \(lcs.count)")
}
for (a, b) in [("kitten", "sitting"), ("flaw", "lawn"), ("intention", "execution"), ("same", "same"), ("", "ab")] {
    let r = editDistance(a, b)
    print("edit(\(a), \(b)) = \(r.distance):", r.ops.map(\.description).joined(separator: " "))
}
print("substring:", longestCommonSubstring("xabcdey", "zzbcdez"), longestCommonSubstring("abc", "xyz").isEmpty)

// expect: LCS(ABCBDAB, BDCABA) = "BCBA" length 4
// expect: LCS(AGGTAB, GXTXAYB) = "GTAB" length 4
// expect: LCS(swift, shift) = "sift" length 4
// expect: LCS(, abc) = "" length 0
// expect: edit(kitten, sitting) = 3: k>s =i =t =t e>i =n +g
// expect: edit(flaw, lawn) = 2: -f =l =a =w +n
// expect: edit(intention, execution) = 5: i>e n>x t>e e>c n>u =t =i =o =n
// expect: edit(same, same) = 0: =s =a =m =e
// expect: edit(, ab) = 2: +a +b
// expect: substring: bcde true
