// Compiler test style: palindrome checks with reversed(), indices and filtering
func isPalindromeSimple(_ s: String) -> Bool {
    return s == String(s.reversed())
}

func isPalindromeNormalized(_ s: String) -> Bool {
    let cleaned = s.lowercased().filter { $0.isLetter || $0.isNumber }
    return cleaned.elementsEqual(cleaned.reversed())
}

func isPalindromeIndices(_ s: String) -> Bool {
    let chars = Array(s)
    var lo = 0
    var hi = chars.count - 1
    while lo < hi {
        if chars[lo] != chars[hi] { return false }
        lo += 1
        hi -= 1
    }
    return true
}

func isPalindromeStringIndex(_ s: String) -> Bool {
    guard !s.isEmpty else { return true }
    var front = s.startIndex
    var back = s.index(before: s.endIndex)
    while front < back {
        if s[front] != s[back] { return false }
        front = s.index(after: front)
        back = s.index(before: back)
    }
    return true
}

let candidates = ["racecar", "level", "swift", "", "a", "abba", "abca", "noon"]
for c in candidates {
    print("\"\(c)\"", isPalindromeSimple(c), isPalindromeIndices(c), isPalindromeStringIndex(c))
}

let phrases = [
    "A man, a plan, a canal: Panama",
    "Was it a car or a cat I saw?",
    "No lemon, no melon",
    "Hello, World",
    "12321",
    "12 3 1",
]
for p in phrases {
    print(isPalindromeNormalized(p) ? "yes" : "no ", "-", p)
}

func longestPalindrome(_ s: String) -> String {
    let chars = Array(s)
    guard chars.count > 1 else { return s }
    var bestStart = 0
    var bestLen = 1
    func expand(_ l: Int, _ r: Int) {
        var l = l, r = r
        while l >= 0 && r < chars.count && chars[l] == chars[r] {
            l -= 1
            r += 1
        }
        let len = r - l - 1
        if len > bestLen {
            bestLen = len
            bestStart = l + 1
        }
    }
    for i in 0..<chars.count {
        expand(i, i)
        expand(i, i + 1)
    }
    return String(chars[bestStart..<bestStart + bestLen])
}
for s in ["babad", "cbbd", "forgeeksskeegfor", "x", "abacdfgdcaba"] {
    print(s, "->", longestPalindrome(s))
}

func palindromicSubstrings(_ s: String) -> Int {
    let chars = Array(s)
    var count = 0
    for center in 0..<(2 * chars.count - 1) {
        var l = center / 2
        var r = l + center % 2
        while l >= 0 && r < chars.count && chars[l] == chars[r] {
            count += 1
            l -= 1
            r += 1
        }
    }
    return count
}
print(palindromicSubstrings("aaa"), palindromicSubstrings("abc"), palindromicSubstrings("abba"))

let numbers = (1...200).filter { isPalindromeSimple(String($0)) && $0 > 100 }
print(numbers.prefix(6).map(String.init).joined(separator: ","))
let mirrored = "stressed"
print(mirrored, "<->", String(mirrored.reversed()))

// expect: "racecar" true true true
// expect: "level" true true true
// expect: "swift" false false false
// expect: "" true true true
// expect: "a" true true true
// expect: "abba" true true true
// expect: "abca" false false false
// expect: "noon" true true true
// expect: yes - A man, a plan, a canal: Panama
// expect: yes - Was it a car or a cat I saw?
// expect: yes - No lemon, no melon
// expect: no  - Hello, World
// expect: yes - 12321
// expect: no  - 12 3 1
// expect: babad -> bab
// expect: cbbd -> bb
// expect: forgeeksskeegfor -> geeksskeeg
// expect: x -> x
// expect: abacdfgdcaba -> aba
// expect: 6 3 6
// expect: 101,111,121,131,141,151
// expect: stressed <-> desserts
