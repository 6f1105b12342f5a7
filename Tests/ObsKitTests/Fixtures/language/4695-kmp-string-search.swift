// Swift book style: KMP, Z-algorithm and Rabin-Karp substring search over Character arrays
func prefixFunction(_ p: [Character]) -> [Int] {
    var pi = [Int](repeating: 0, count: p.count)
    var k = 0
    for i in 1..<max(p.count, 1) {
        while k > 0 && p[i] != p[k] { k = pi[k - 1] }
        if p[i] == p[k] { k += 1 }
        pi[i] = k
    }
    return pi
}

func kmpSearch(_ text: String, _ pattern: String) -> [Int] {
    let t = Array(text), p = Array(pattern)
    guard !p.isEmpty else { return [] }
    let pi = prefixFunction(p)
    var matches: [Int] = []
    var q = 0
    for (i, c) in t.enumerated() {
        while q > 0 && c != p[q] { q = pi[q - 1] }
        if c == p[q] { q += 1 }
        if q == p.count {
            matches.append(i - p.count + 1)
            q = pi[q - 1]
        }
    }
    return matches
}

func zFunction(_ s: [Character]) -> [Int] {
    let n = s.count
    var z = [Int](repeating: 0, count: n)
    var l = 0, r = 0
    for i in 1..<max(n, 1) {
        if i < r { z[i] = min(r - i, z[i - l]) }
        while i + z[i] < n && s[z[i]] == s[i + z[i]] { z[i] += 1 }
        if i + z[i] > r { l = i; r = i + z[i] }
    }
    return z
}

func rabinKarp(_ text: String, _ pattern: String) -> [Int] {
    let t = Array(text.unicodeScalars).map { Int($0.value) }
    let p = Array(pattern.unicodeScalars).map { Int($0.value) }
    let base = 256, mod = 1_000_003
    guard !p.isEmpty, p.count <= t.count else { return [] }
    var high = 1
    for _ in 1..<p.count { high = high * base % mod }
    var hp = 0, ht = 0
    for i in 0..<p.count {
        hp = (hp * base + p[i]) % mod
        ht = (ht * base + t[i]) % mod
    }
    var out: [Int] = []
    for i in 0...(t.count - p.count) {
        if hp == ht && Array(t[i..<(i + p.count)]) == p { out.append(i) }
        if i + p.count < t.count {
            ht = ((ht - t[i] * high % mod + mod) * base + t[i + p.count]) % mod
        }
    }
    return out
}

func shortestPeriod(_ s: String) -> String {
    let a = Array(s)
    let pi = prefixFunction(a)
    guard let last = pi.last else { return "" }
    let period = a.count - last
    return a.count % period == 0 ? String(a[0..<period]) : s
}

func shortestPalindromePrefixAdd(_ s: String) -> String {
    let combined = Array(s + "#" + String(s.reversed()))
    let keep = prefixFunction(combined).last ?? 0
    return String(s.dropFirst(keep).reversed()) + s
}

print("pi(ababaca):", prefixFunction(Array("ababaca")))
print("pi(aabaaab):", prefixFunction(Array("aabaaab")))
let text = "abababcabababcab"
print("kmp abab:", kmpSearch(text, "abab"))
print("kmp abc:", kmpSearch(text, "abc"), "none:", kmpSearch(text, "xyz"), "empty:", kmpSearch(text, ""))
print("rabin-karp abab:", rabinKarp(text, "abab"))
print("agree:", kmpSearch("mississippi", "issi") == rabinKarp("mississippi", "issi"), kmpSearch("mississippi", "issi"))
print("z(aabxaab):", zFunction(Array("aabxaab")))
print("periods:", ["abcabcabc", "aaaa", "abcab", "x"].map(shortestPeriod))
print("palindrome fix:", shortestPalindromePrefixAdd("aacecaaa"), shortestPalindromePrefixAdd("abcd"))
print("overlapping 'aa' in 'aaaaa':", kmpSearch("aaaaa", "aa"))
print("unicode:", kmpSearch("héllo héllo", "llo"), rabinKarp("ünï ünï", "ï"))

// expect: pi(ababaca): [0, 0, 1, 2, 3, 0, 1]
// expect: pi(aabaaab): [0, 1, 0, 1, 2, 2, 3]
// expect: kmp abab: [0, 2, 7, 9]
// expect: kmp abc: [4, 11] none: [] empty: []
// expect: rabin-karp abab: [0, 2, 7, 9]
// expect: agree: true [1, 4]
// expect: z(aabxaab): [0, 1, 0, 0, 3, 1, 0]
// expect: periods: ["abc", "a", "abcab", "x"]
// expect: palindrome fix: aaacecaaa dcbabcd
// expect: overlapping 'aa' in 'aaaaa': [0, 1, 2, 3]
// expect: unicode: [2, 8] [2, 6]
