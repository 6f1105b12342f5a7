// Hacking with Swift style (strings): character counting, reversing words, palindromes, prefixes/suffixes and substring indices
let sentence = "Never odd or even, said the racecar driver"

let letters = sentence.lowercased().filter { $0.isLetter }
print("letters:", letters.count)

var frequency: [Character: Int] = [:]
for ch in letters { frequency[ch, default: 0] += 1 }
let top = frequency.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(3)
print(top.map { "\($0.key)=\($0.value)" }.joined(separator: ", "))

let words = sentence.split(separator: " ").map(String.init)
print(words.reversed().joined(separator: " "))

func isPalindrome(_ s: String) -> Bool {
    let cleaned = s.lowercased().filter { $0.isLetter || $0.isNumber }
    return cleaned == String(cleaned.reversed())
}
for w in ["Never odd or even", "racecar", "driver", "A man, a plan, a canal: Panama", "12321"] {
    print("\(w) ->", isPalindrome(w))
}

print(sentence.hasPrefix("Never"), sentence.hasSuffix("driver"), sentence.contains("odd"))

if let comma = sentence.firstIndex(of: ",") {
    let before = sentence[..<comma]
    let after = sentence[sentence.index(after: comma)...].trimmingPrefix(" ")
    print("[\(before)] [\(after)]")
}

let start = sentence.index(sentence.startIndex, offsetBy: 6)
let end = sentence.index(start, offsetBy: 3)
print(sentence[start..<end].uppercased())

let capitalized = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
print(capitalized)
print(String(repeating: "ab", count: 3), "café".count, "café".unicodeScalars.count, "🇸🇪".count)

// expect: letters: 34
// expect: e=7, r=6, d=4
// expect: driver racecar the said even, or odd Never
// expect: Never odd or even -> true
// expect: racecar -> true
// expect: driver -> false
// expect: A man, a plan, a canal: Panama -> true
// expect: 12321 -> true
// expect: true true true
// expect: [Never odd or even] [said the racecar driver]
// expect: ODD
// expect: Never Odd Or Even, Said The Racecar Driver
// expect: ababab 4 4 1
