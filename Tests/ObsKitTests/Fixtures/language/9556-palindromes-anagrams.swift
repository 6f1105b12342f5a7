// Palindromes and anagrams: normalising letters, two-pointer check, longest palindromic substring, anagram groups (expected output from swiftc 6.3.1 on Linux)
func normalized(_ s: String) -> [Character] {
    s.lowercased().filter { $0.isLetter || $0.isNumber }.map { $0 }
}

func isPalindrome(_ s: String) -> Bool {
    let chars = normalized(s)
    var i = 0, j = chars.count - 1
    while i < j {
        if chars[i] != chars[j] { return false }
        i += 1
        j -= 1
    }
    return true
}

func longestPalindrome(in s: String) -> String {
    let chars = Array(s)
    guard chars.count > 1 else { return s }
    var best = (start: 0, length: 1)
    func expand(_ left: Int, _ right: Int) {
        var l = left, r = right
        while l >= 0 && r < chars.count && chars[l] == chars[r] {
            l -= 1
            r += 1
        }
        let length = r - l - 1
        if length > best.length { best = (l + 1, length) }
    }
    for center in 0..<chars.count {
        expand(center, center)
        expand(center, center + 1)
    }
    return String(chars[best.start..<best.start + best.length])
}

func areAnagrams(_ a: String, _ b: String) -> Bool {
    normalized(a).sorted() == normalized(b).sorted()
}

let phrases = ["A man, a plan, a canal: Panama", "racecar", "Swift", "No 'x' in Nixon", "12321", "ab"]
for p in phrases {
    print("\(isPalindrome(p) ? "yes" : "no "): \(p)")
}

for s in ["babad", "forgeeksskeegfor", "abacdfgdcaba", "x", "cbbd"] {
    print(s, "->", longestPalindrome(in: s))
}

print(areAnagrams("Dormitory", "Dirty room"), areAnagrams("Listen", "Silent"), areAnagrams("apple", "paple!"), areAnagrams("abc", "abd"))

let words = ["stop", "pots", "tops", "opts", "rat", "tar", "art", "star", "tsar", "banana"]
let groups = Dictionary(grouping: words) { String($0.sorted()) }
let listed = groups.values
    .filter { $0.count > 1 }
    .map { $0.sorted() }
    .sorted { $0.count != $1.count ? $0.count > $1.count : $0[0] < $1[0] }
for g in listed { print(g.joined(separator: " ")) }

let palindromicNumbers = (100...200).filter { isPalindrome(String($0)) }
print(palindromicNumbers.count, palindromicNumbers.prefix(5).map(String.init).joined(separator: ","))

// expect: yes: A man, a plan, a canal: Panama
// expect: yes: racecar
// expect: no : Swift
// expect: yes: No 'x' in Nixon
// expect: yes: 12321
// expect: no : ab
// expect: babad -> bab
// expect: forgeeksskeegfor -> geeksskeeg
// expect: abacdfgdcaba -> aba
// expect: x -> x
// expect: cbbd -> bb
// expect: true true true false
// expect: opts pots stop tops
// expect: art rat tar
// expect: star tsar
// expect: 10 101,111,121,131,141
