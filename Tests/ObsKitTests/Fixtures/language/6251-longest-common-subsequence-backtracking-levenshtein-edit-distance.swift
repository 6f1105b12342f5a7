// Algorithm Club style (dynamic programming on strings): longest common subsequence with backtracking and Levenshtein edit distance with the edit script
func lcs(_ a: String, _ b: String) -> String {
    let x = Array(a), y = Array(b)
    var table = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
    for i in 1...max(x.count, 1) where i <= x.count {
        for j in 1...max(y.count, 1) where j <= y.count {
            table[i][j] = x[i - 1] == y[j - 1] ? table[i - 1][j - 1] + 1 : max(table[i - 1][j], table[i][j - 1])
        }
    }
    var i = x.count, j = y.count
    var out: [Character] = []
    while i > 0 && j > 0 {
        if x[i - 1] == y[j - 1] { out.append(x[i - 1]); i -= 1; j -= 1 }
        else if table[i - 1][j] >= table[i][j - 1] { i -= 1 }
        else { j -= 1 }
    }
    return String(out.reversed())
}

enum Edit: CustomStringConvertible {
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

func editDistance(_ a: String, _ b: String) -> (Int, [Edit]) {
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
    var edits: [Edit] = []
    var i = s.count, j = t.count
    while i > 0 || j > 0 {
        if i > 0 && j > 0 && d[i][j] == d[i - 1][j - 1] + (s[i - 1] == t[j - 1] ? 0 : 1) {
            edits.append(s[i - 1] == t[j - 1] ? .keep(s[i - 1]) : .replace(s[i - 1], t[j - 1]))
            i -= 1; j -= 1
        } else if i > 0 && d[i][j] == d[i - 1][j] + 1 {
            edits.append(.delete(s[i - 1])); i -= 1
        } else {
            edits.append(.insert(t[j - 1])); j -= 1
        }
    }
    return (d[s.count][t.count], edits.reversed())
}

print(lcs("ABCBDAB", "BDCABA"), lcs("AGGTAB", "GXTXAYB"), "[\(lcs("", "abc"))]")
for (a, b) in [("kitten", "sitting"), ("flaw", "lawn"), ("", "abc"), ("same", "same")] {
    let (n, script) = editDistance(a, b)
    print(a, b, n, script.map(\.description).joined(separator: " "))
}

// expect: BCBA GTAB []
// expect: kitten sitting 3 k>s =i =t =t e>i =n +g
// expect: flaw lawn 2 -f =l =a =w +n
// expect:  abc 3 +a +b +c
// expect: same same 0 =s =a =m =e
