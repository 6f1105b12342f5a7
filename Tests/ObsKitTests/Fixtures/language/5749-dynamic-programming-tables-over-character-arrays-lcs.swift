// Rosetta Code style (Levenshtein distance and LCS): dynamic-programming tables over character arrays, with LCS backtracking
func levenshtein(_ a: String, _ b: String) -> Int {
    let s = Array(a), t = Array(b)
    if s.isEmpty { return t.count }
    if t.isEmpty { return s.count }
    var prev = Array(0...t.count)
    for i in 1...s.count {
        var cur = [i] + Array(repeating: 0, count: t.count)
        for j in 1...t.count {
            let cost = s[i - 1] == t[j - 1] ? 0 : 1
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
        }
        prev = cur
    }
    return prev[t.count]
}

func lcs(_ a: String, _ b: String) -> String {
    let x = Array(a), y = Array(b)
    var table = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
    for i in 0..<x.count {
        for j in 0..<y.count {
            table[i + 1][j + 1] = x[i] == y[j] ? table[i][j] + 1 : max(table[i][j + 1], table[i + 1][j])
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
    return String(out.reversed())
}

let pairs = [("kitten", "sitting"), ("rosettacode", "raisethysword"), ("", "abc"), ("flaw", "lawn"), ("same", "same")]
for (a, b) in pairs {
    print("lev(\(a), \(b)) = \(levenshtein(a, b))")
}
print(lcs("thisisatest", "testing123testing"))
print(lcs("ABCBDAB", "BDCABA"))
print(lcs("abc", "xyz").isEmpty)

let dictionary = ["apple", "apply", "ample", "maple", "angle"]
let query = "appel"
let ranked = dictionary.sorted { (levenshtein(query, $0), $0) < (levenshtein(query, $1), $1) }
print(ranked.map { "\($0)(\(levenshtein(query, $0)))" }.joined(separator: " "))

// expect: lev(kitten, sitting) = 3
// expect: lev(rosettacode, raisethysword) = 8
// expect: lev(, abc) = 3
// expect: lev(flaw, lawn) = 2
// expect: lev(same, same) = 0
// expect: tsitest
// expect: BCBA
// expect: true
// expect: apple(2) apply(2) ample(3) maple(3) angle(4)
