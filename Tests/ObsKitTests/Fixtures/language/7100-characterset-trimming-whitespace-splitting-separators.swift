// Tutorial style (CharacterSet): trimming whitespace and splitting on separators
import Foundation

let messy = "   \t  Hello, World!  \n\n"
print("[\(messy.trimmingCharacters(in: .whitespaces))]".count)
print("[\(messy.trimmingCharacters(in: .whitespacesAndNewlines))]")

let punct = "...!!Swift??.."
print(punct.trimmingCharacters(in: .punctuationCharacters))

let csv = "apple, banana,cherry ,  date"
let parts = csv.components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) }
print(parts)

let sentence = "one two  three\tfour\nfive"
let words = sentence.components(separatedBy: .whitespacesAndNewlines).filter { !$0.isEmpty }
print(words)
print(words.count)

let mixed = "a1b22c333d"
let letters = mixed.components(separatedBy: .decimalDigits).filter { !$0.isEmpty }
print(letters)
let digits = mixed.components(separatedBy: CharacterSet.decimalDigits.inverted).filter { !$0.isEmpty }
print(digits)

let custom = CharacterSet(charactersIn: "xyz")
print("xxhixyz".trimmingCharacters(in: custom))
print("hello".rangeOfCharacter(from: .uppercaseLetters) == nil)
print("heLlo".rangeOfCharacter(from: .uppercaseLetters) != nil)
// expect: 19
// expect: [Hello, World!]
// expect: Swift
// expect: ["apple", "banana", "cherry", "date"]
// expect: ["one", "two", "three", "four", "five"]
// expect: 5
// expect: ["a", "b", "c", "d"]
// expect: ["1", "22", "333"]
// expect: hi
// expect: true
// expect: true
