// Palindrome checks on strings and numbers, and the longest palindromic substring
// expected output: swiftc 6.3.1 (Linux), run on this machine
func isPalindrome(_ s: String) -> Bool {
    let cleaned = s.lowercased().filter { $0.isLetter || $0.isNumber }
    return cleaned == String(cleaned.reversed())
}

let phrases = ["racecar", "A man, a plan, a canal: Panama", "hello", "Was it a car or a cat I saw?", "", "No 'x' in Nixon", "ab"]
for p in phrases {
    print("\"\(p)\" -> \(isPalindrome(p))")
}

func isPalindromeTwoPointers(_ s: String) -> Bool {
    let chars = Array(s.lowercased().filter { $0.isLetter || $0.isNumber })
    var left = 0
    var right = chars.count - 1
    while left < right {
        if chars[left] != chars[right] { return false }
        left += 1
        right -= 1
    }
    return true
}
print(phrases.map(isPalindromeTwoPointers) == phrases.map(isPalindrome))

func isPalindrome(_ n: Int) -> Bool {
    if n < 0 || (n % 10 == 0 && n != 0) { return false }
    var x = n
    var reversedHalf = 0
    while x > reversedHalf {
        reversedHalf = reversedHalf * 10 + x % 10
        x /= 10
    }
    return x == reversedHalf || x == reversedHalf / 10
}
for n in [121, -121, 10, 12321, 1221, 0, 123] {
    print("\(n): \(isPalindrome(n))")
}

func longestPalindrome(_ s: String) -> String {
    let chars = Array(s)
    guard chars.count > 1 else { return s }
    var best = (start: 0, length: 1)
    func expand(_ l: Int, _ r: Int) {
        var l = l, r = r
        while l >= 0 && r < chars.count && chars[l] == chars[r] {
            l -= 1
            r += 1
        }
        let len = r - l - 1
        if len > best.length { best = (l + 1, len) }
    }
    for i in 0..<chars.count {
        expand(i, i)
        expand(i, i + 1)
    }
    return String(chars[best.start..<best.start + best.length])
}
for s in ["babad", "cbbd", "forgeeksskeegfor", "a", "abacdfgdcaba"] {
    print("longest in \(s): \(longestPalindrome(s))")
}
let palindromicYears = (1900...2100).filter { isPalindrome($0) }
print("palindromic years: \(palindromicYears)")
// expect: "racecar" -> true
// expect: "A man, a plan, a canal: Panama" -> true
// expect: "hello" -> false
// expect: "Was it a car or a cat I saw?" -> true
// expect: "" -> true
// expect: "No 'x' in Nixon" -> true
// expect: "ab" -> false
// expect: true
// expect: 121: true
// expect: -121: false
// expect: 10: false
// expect: 12321: true
// expect: 1221: true
// expect: 0: true
// expect: 123: false
// expect: longest in babad: bab
// expect: longest in cbbd: bb
// expect: longest in forgeeksskeegfor: geeksskeeg
// expect: longest in a: a
// expect: longest in abacdfgdcaba: aba
// expect: palindromic years: [1991, 2002]
