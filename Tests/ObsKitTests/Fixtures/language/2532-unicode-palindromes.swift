// Puzzle style: palindrome and string-reversal exercises that must respect Unicode grapheme clusters
func isPalindrome(_ text: String) -> Bool {
    let letters = text.lowercased().filter { $0.isLetter || $0.isNumber }
    return letters.elementsEqual(letters.reversed())
}

func longestPalindromicSubstring(_ text: String) -> Substring {
    let chars = Array(text)
    guard !chars.isEmpty else { return "" }
    var bestStart = 0, bestLength = 1
    for center in 0..<chars.count {
        for (lo0, hi0) in [(center, center), (center, center + 1)] {
            var lo = lo0, hi = hi0
            while lo >= 0 && hi < chars.count && chars[lo] == chars[hi] {
                lo -= 1
                hi += 1
            }
            if hi - lo - 1 > bestLength {
                bestLength = hi - lo - 1
                bestStart = lo + 1
            }
        }
    }
    let start = text.index(text.startIndex, offsetBy: bestStart)
    return text[start..<text.index(start, offsetBy: bestLength)]
}

let phrases = [
    "A man, a plan, a canal: Panama!",
    "Was it a car or a cat I saw?",
    "No 'x' in Nixon",
    "Ésope reste ici et se repose",
    "Never odd or even.",
    "Swift is fun",
]
for phrase in phrases {
    print("\(isPalindrome(phrase) ? "yes" : "no "): \(phrase)")
}

for text in ["babad", "forgeeksskeegfor", "abacdfgdcaba", "racecar🚗racecar"] {
    print("Longest in \(text): \(longestPalindromicSubstring(text))")
}

let composed = "caf\u{E9}"
let decomposed = "cafe\u{301}"
print("Equal: \(composed == decomposed), counts \(composed.count)/\(decomposed.count)")
print("Scalars: \(composed.unicodeScalars.count)/\(decomposed.unicodeScalars.count), utf8: \(composed.utf8.count)/\(decomposed.utf8.count)")

let flags = "🇯🇵🇫🇷👨‍👩‍👧e\u{301}x"
print("Reversed: \(String(flags.reversed())) count=\(flags.count) scalars=\(flags.unicodeScalars.count)")
print("Last char: \(flags.last!), first scalar: U+\(String(flags.unicodeScalars.first!.value, radix: 16, uppercase: true))")

let names = ["zoë", "Zack", "adam", "Émile", "bob", "Anna"]
print("Default sort: \(names.sorted())")
print("Case-insensitive: \(names.sorted { $0.lowercased() < $1.lowercased() })")
let initials = names.compactMap { $0.first }.map { $0.uppercased() }
print("Initials: \(initials.joined()), ascii? \(names.map { $0.allSatisfy(\.isASCII) })")
// expect: yes: A man, a plan, a canal: Panama!
// expect: yes: Was it a car or a cat I saw?
// expect: yes: No 'x' in Nixon
// expect: no : Ésope reste ici et se repose
// expect: yes: Never odd or even.
// expect: no : Swift is fun
// expect: Longest in babad: bab
// expect: Longest in forgeeksskeegfor: geeksskeeg
// expect: Longest in abacdfgdcaba: aba
// expect: Longest in racecar🚗racecar: racecar🚗racecar
// expect: Equal: true, counts 4/4
// expect: Scalars: 4/5, utf8: 5/6
// expect: Reversed: xé👨‍👩‍👧🇫🇷🇯🇵 count=5 scalars=12
// expect: Last char: x, first scalar: U+1F1EF
// expect: Default sort: ["Anna", "Zack", "adam", "bob", "zoë", "Émile"]
// expect: Case-insensitive: ["adam", "Anna", "bob", "Zack", "zoë", "Émile"]
// expect: Initials: ZZAÉBA, ascii? [false, true, true, false, true, true]
