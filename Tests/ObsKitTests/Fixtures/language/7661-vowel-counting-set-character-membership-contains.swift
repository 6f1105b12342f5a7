// Blog style (vowel counting): Set<Character> membership and contains
let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
let phrase = "Programming in Swift is Fun"
let lower = phrase.lowercased()
let vowelCount = lower.filter { vowels.contains($0) }.count
let consonantCount = lower.filter { $0.isLetter && !vowels.contains($0) }.count
print("vowels: \(vowelCount), consonants: \(consonantCount)")
let unique = Set(lower.filter(\.isLetter))
print("unique letters: \(unique.count)")
print(String(unique.sorted()))
let noVowels = String(phrase.filter { !vowels.contains(Character($0.lowercased())) })
print(noVowels)
print(phrase.contains("Swift"), phrase.contains("swift"), phrase.contains { $0.isNumber })
let missing = Set("abcdefghijklmnopqrstuvwxyz").subtracting(unique)
print("missing:", String(missing.sorted()))
// expect: vowels: 7, consonants: 16
// expect: unique letters: 13
// expect: afgimnoprstuw
// expect: Prgrmmng n Swft s Fn
// expect: true false false
// expect: missing: bcdehjklqvxyz
