// Textbook style (Z-algorithm and palindromes): the Z array for pattern search, longest palindromic substring by expanding around centres, and palindrome checks
func zArray(_ s: [Character]) -> [Int] {
    let n = s.count
    var z = [Int](repeating: 0, count: n)
    var left = 0, right = 0
    for i in 1..<max(n, 1) {
        if i < right { z[i] = min(right - i, z[i - left]) }
        while i + z[i] < n && s[z[i]] == s[i + z[i]] { z[i] += 1 }
        if i + z[i] > right { left = i; right = i + z[i] }
    }
    if n > 0 { z[0] = n }
    return z
}

func zSearch(_ pattern: String, in text: String) -> [Int] {
    let joined = Array(pattern + "\u{1}" + text)
    let z = zArray(joined)
    let m = pattern.count
    return z.indices.filter { $0 > m && z[$0] >= m }.map { $0 - m - 1 }
}

func longestPalindrome(_ s: String) -> String {
    let chars = Array(s)
    guard chars.count > 1 else { return s }
    var best = (start: 0, length: 1)
    func expand(_ l: Int, _ r: Int) {
        var l = l, r = r
        while l >= 0 && r < chars.count && chars[l] == chars[r] { l -= 1; r += 1 }
        if r - l - 1 > best.length { best = (l + 1, r - l - 1) }
    }
    for i in chars.indices {
        expand(i, i)
        expand(i, i + 1)
    }
    return String(chars[best.start..<(best.start + best.length)])
}

func isPalindrome(_ s: String) -> Bool {
    let cleaned = s.lowercased().filter { $0.isLetter || $0.isNumber }
    return cleaned.elementsEqual(cleaned.reversed())
}

print(zArray(Array("aabxaab")))
print(zSearch("aab", in: "baabaabaab"), zSearch("zz", in: "abc"))
for s in ["babad", "cbbd", "forgeeksskeegfor", "a", "abacdfgdcaba"] {
    print(s, "->", longestPalindrome(s))
}
for s in ["A man, a plan, a canal: Panama", "race a car", "No 'x' in Nixon", ""] {
    print(isPalindrome(s), terminator: " ")
}
print()

// expect: [7, 1, 0, 0, 3, 1, 0]
// expect: [1, 4, 7] []
// expect: babad -> bab
// expect: cbbd -> bb
// expect: forgeeksskeegfor -> geeksskeeg
// expect: a -> a
// expect: abacdfgdcaba -> aba
// expect: true false true true 
