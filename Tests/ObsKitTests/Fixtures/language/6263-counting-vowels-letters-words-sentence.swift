// App Development with Swift style (strings and characters): counting vowels, letters and words in a sentence
let sentence = "Swift Playgrounds make learning to code fun!"

var vowels = 0
var consonants = 0
var spaces = 0
var others = 0
for ch in sentence.lowercased() {
    switch ch {
    case "a", "e", "i", "o", "u":
        vowels += 1
    case "a"..."z":
        consonants += 1
    case " ":
        spaces += 1
    default:
        others += 1
    }
}
print("Vowels: \(vowels), consonants: \(consonants), spaces: \(spaces), other: \(others)")

let words = sentence.split(separator: " ")
print("Word count: \(words.count)")
let longest = words.max(by: { $0.count < $1.count }) ?? ""
print("Longest word: \(longest) (\(longest.count) letters)")

var letterCounts: [Character: Int] = [:]
for ch in sentence.lowercased() where ch.isLetter {
    letterCounts[ch, default: 0] += 1
}
let top = letterCounts.sorted { a, b in
    a.value != b.value ? a.value > b.value : a.key < b.key
}.prefix(3)
for (letter, count) in top {
    print("\(letter): \(count)")
}

let reversedWords = words.map { String($0.reversed()) }.joined(separator: " ")
print(reversedWords)
let initials = words.compactMap { $0.first }.map { String($0).uppercased() }.joined()
print("Initials: \(initials)")
print("Starts with Swift: \(sentence.hasPrefix("Swift")), ends with !: \(sentence.hasSuffix("!"))")
print("Contains 'code': \(sentence.contains("code"))")
let capitalized = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
print(capitalized)
let digitsOnly = "Room 4B, floor 12".filter { $0.isNumber }
print("Digits: \(digitsOnly)")

// expect: Vowels: 13, consonants: 24, spaces: 6, other: 1
// expect: Word count: 7
// expect: Longest word: Playgrounds (11 letters)
// expect: n: 4
// expect: a: 3
// expect: e: 3
// expect: tfiwS sdnuorgyalP ekam gninrael ot edoc !nuf
// expect: Initials: SPMLTCF
// expect: Starts with Swift: true, ends with !: true
// expect: Contains 'code': true
// expect: Swift Playgrounds Make Learning To Code Fun!
// expect: Digits: 412
