// palindromes, anagrams and vowel counting with Character properties (expected output from swiftc 6.3.1 on Linux)
// known-gap: line 13: expected 'Longest word: ["s", "u", "r", "p", "r", "i", "s", "i", "n", "g", "l", "y"] (12)', got 'Longest word: surprisingly (12)'
extension String {
    var lettersOnly: String {
        String(self.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    var isPalindrome: Bool {
        let cleaned = lettersOnly
        return !cleaned.isEmpty && cleaned == String(cleaned.reversed())
    }

    func isAnagram(of other: String) -> Bool {
        lettersOnly.sorted() == other.lettersOnly.sorted()
    }

    var vowelCount: Int {
        lowercased().filter { "aeiou".contains($0) }.count
    }
}

let candidates = [
    "A man, a plan, a canal: Panama",
    "racecar",
    "Swift",
    "Was it a car or a cat I saw?",
    "No 'x' in Nixon",
    "12321",
    "!!!",
]

for text in candidates {
    print("\(text.debugDescription) -> \(text.isPalindrome)")
}

let pairs = [("listen", "silent"), ("Dormitory", "Dirty room"), ("apple", "paper"), ("The eyes", "They see")]
for (a, b) in pairs {
    print("\(a) / \(b): \(a.isAnagram(of: b) ? "anagram" : "not anagram")")
}

let sentence = "Programming in Swift is surprisingly enjoyable"
print("Vowels: \(sentence.vowelCount)")
let longest = sentence.split(separator: " ").max { $0.count < $1.count }!
print("Longest word: \(longest) (\(longest.count))")

func longestPalindromicSubstring(_ s: String) -> String {
    let chars = Array(s)
    var best = ""
    for center in 0..<chars.count {
        for (lo0, hi0) in [(center, center), (center, center + 1)] {
            var lo = lo0, hi = hi0
            while lo >= 0 && hi < chars.count && chars[lo] == chars[hi] {
                lo -= 1; hi += 1
            }
            if hi - lo - 1 > best.count { best = String(chars[(lo + 1)..<hi]) }
        }
    }
    return best
}
for s in ["babad", "forgeeksskeegfor", "abc", "noonmadam"] {
    print("\(s): \(longestPalindromicSubstring(s))")
}
// expect: "A man, a plan, a canal: Panama" -> true
// expect: "racecar" -> true
// expect: "Swift" -> false
// expect: "Was it a car or a cat I saw?" -> true
// expect: "No \'x\' in Nixon" -> true
// expect: "12321" -> true
// expect: "!!!" -> false
// expect: listen / silent: anagram
// expect: Dormitory / Dirty room: anagram
// expect: apple / paper: not anagram
// expect: The eyes / They see: anagram
// expect: Vowels: 13
// expect: Longest word: ["s", "u", "r", "p", "r", "i", "s", "i", "n", "g", "l", "y"] (12)
// expect: babad: bab
// expect: forgeeksskeegfor: geeksskeeg
// expect: abc: a
// expect: noonmadam: madam
