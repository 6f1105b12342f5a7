// Course style (string manipulation drills): reverse words, palindromes, vowels, title case
import Foundation

func reverseWords(_ sentence: String) -> String {
    return sentence.split(separator: " ").reversed().joined(separator: " ")
}

func isPalindrome(_ text: String) -> Bool {
    let letters = text.lowercased().filter { $0.isLetter || $0.isNumber }
    return letters == String(letters.reversed())
}

func vowelCount(_ text: String) -> Int {
    let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
    var count = 0
    for ch in text.lowercased() where vowels.contains(ch) {
        count += 1
    }
    return count
}

func titleCase(_ text: String) -> String {
    let small = ["a", "an", "the", "of", "and", "in"]
    let words = text.lowercased().split(separator: " ").map(String.init)
    var result: [String] = []
    for (index, word) in words.enumerated() {
        if index > 0 && small.contains(word) {
            result.append(word)
        } else {
            result.append(word.prefix(1).uppercased() + word.dropFirst())
        }
    }
    return result.joined(separator: " ")
}

print(reverseWords("swift makes strings fun"))
print(reverseWords("  extra   spaces here "))

for phrase in ["Racecar", "A man, a plan, a canal: Panama", "Swift", "No 'x' in Nixon", "12321"] {
    print("\"\(phrase)\" palindrome? \(isPalindrome(phrase))")
}

print("Vowels in 'Programming in Swift': \(vowelCount("Programming in Swift"))")
print(titleCase("the lord OF the rings"))
print(titleCase("a tale of two cities and an ending"))

let word = "Mississippi"
print("Uppercased: \(word.uppercased()), count: \(word.count)")
print("Has prefix 'Miss': \(word.hasPrefix("Miss")), suffix 'pi': \(word.hasSuffix("pi"))")
print("Replaced: \(word.replacingOccurrences(of: "ss", with: "SS"))")
let firstP = word.firstIndex(of: "p")!
print("Before first p: \(word[..<firstP])")
print("Unique letters: \(String(Set(word.lowercased()).sorted()))")
let compressed = word.reduce(into: [(Character, Int)]()) { acc, ch in
    if let last = acc.last, last.0 == ch { acc[acc.count - 1].1 += 1 } else { acc.append((ch, 1)) }
}
print("Run-length: \(compressed.map { "\($0.0)\($0.1)" }.joined())")

// expect: fun strings makes swift
// expect: here spaces extra
// expect: "Racecar" palindrome? true
// expect: "A man, a plan, a canal: Panama" palindrome? true
// expect: "Swift" palindrome? false
// expect: "No 'x' in Nixon" palindrome? true
// expect: "12321" palindrome? true
// expect: Vowels in 'Programming in Swift': 5
// expect: The Lord of the Rings
// expect: A Tale of Two Cities and an Ending
// expect: Uppercased: MISSISSIPPI, count: 11
// expect: Has prefix 'Miss': true, suffix 'pi': true
// expect: Replaced: MiSSiSSippi
// expect: Before first p: Mississi
// expect: Unique letters: imps
// expect: Run-length: M1i1s2i1s2i1p2i1
