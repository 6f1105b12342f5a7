// App code style: longest common prefix, edit distance and fuzzy suggestions
func longestCommonPrefix(_ words: [String]) -> String {
    guard var prefix = words.first else { return "" }
    for w in words.dropFirst() {
        while !w.hasPrefix(prefix) {
            prefix.removeLast()
        }
    }
    return prefix
}
print("[\(longestCommonPrefix(["flower", "flow", "flight"]))]")
print("[\(longestCommonPrefix(["dog", "racecar", "car"]))]")
print("[\(longestCommonPrefix(["interview", "internet", "interval"]))]")
print("[\(longestCommonPrefix([]))]")

func levenshtein(_ a: String, _ b: String) -> Int {
    let x = Array(a), y = Array(b)
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    var prev = Array(0...y.count)
    var cur = [Int](repeating: 0, count: y.count + 1)
    for i in 1...x.count {
        cur[0] = i
        for j in 1...y.count {
            let cost = x[i - 1] == y[j - 1] ? 0 : 1
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
        }
        swap(&prev, &cur)
    }
    return prev[y.count]
}
let pairs = [("kitten", "sitting"), ("flaw", "lawn"), ("", "abc"), ("same", "same"), ("Saturday", "Sunday")]
for (a, b) in pairs {
    print("\(a) -> \(b): \(levenshtein(a, b))")
}

let commands = ["status", "commit", "checkout", "branch", "merge", "rebase", "stash", "push", "pull"]
func suggest(_ typo: String) -> [String] {
    let scored = commands.map { ($0, levenshtein(typo, $0)) }.filter { $0.1 <= 2 }
    return scored.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.map { $0.0 }
}
for typo in ["stauts", "comit", "pul", "xyzzy", "brnch"] {
    let s = suggest(typo)
    print(typo, "->", s.isEmpty ? "no suggestion" : s.joined(separator: ", "))
}

func hamming(_ a: String, _ b: String) -> Int? {
    guard a.count == b.count else { return nil }
    return zip(a, b).filter { $0 != $1 }.count
}
print(hamming("GAGCCTACTAACGGGAT", "CATCGTAATGACGGCCT") ?? -1, hamming("ab", "abc") ?? -1)

func lcs(_ a: String, _ b: String) -> String {
    let x = Array(a), y = Array(b)
    var dp = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
    for i in stride(from: x.count - 1, through: 0, by: -1) {
        for j in stride(from: y.count - 1, through: 0, by: -1) {
            dp[i][j] = x[i] == y[j] ? dp[i + 1][j + 1] + 1 : max(dp[i + 1][j], dp[i][j + 1])
        }
    }
    var i = 0, j = 0
    var out: [Character] = []
    while i < x.count && j < y.count {
        if x[i] == y[j] { out.append(x[i]); i += 1; j += 1 }
        else if dp[i + 1][j] >= dp[i][j + 1] { i += 1 }
        else { j += 1 }
    }
    return String(out)
}
print(lcs("ABCBDAB", "BDCABA"), lcs("programming", "gaming"), "[\(lcs("abc", "xyz"))]")

func isSubsequence(_ s: String, of t: String) -> Bool {
    var it = s.makeIterator()
    var want = it.next()
    for c in t where c == want {
        want = it.next()
    }
    return want == nil
}
print(isSubsequence("ace", of: "abcde"), isSubsequence("aec", of: "abcde"), isSubsequence("", of: "x"))
let fuzzy = commands.filter { isSubsequence("ch", of: $0) }
print(fuzzy)

// expect: [fl]
// expect: []
// expect: [inter]
// expect: []
// expect: kitten -> sitting: 3
// expect: flaw -> lawn: 2
// expect:  -> abc: 3
// expect: same -> same: 0
// expect: Saturday -> Sunday: 3
// expect: stauts -> status
// expect: comit -> commit
// expect: pul -> pull, push
// expect: xyzzy -> no suggestion
// expect: brnch -> branch
// expect: 7 -1
// expect: BDAB gaming []
// expect: true false true
// expect: ["checkout", "branch"]
