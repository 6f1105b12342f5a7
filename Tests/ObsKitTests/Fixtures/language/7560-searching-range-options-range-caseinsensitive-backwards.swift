// Tutorial style (searching): range(of:options:range:) with caseInsensitive, backwards and anchored
import Foundation

let sentence = "The cat sat on the mat with another Cat."

func describe(_ r: Range<String.Index>?, in s: String) -> String {
    guard let r = r else { return "not found" }
    let start = s.distance(from: s.startIndex, to: r.lowerBound)
    return "\(start)..<\(start + s.distance(from: r.lowerBound, to: r.upperBound)) '\(s[r])'"
}

print(describe(sentence.range(of: "cat"), in: sentence))
print(describe(sentence.range(of: "cat", options: .backwards), in: sentence))
print(describe(sentence.range(of: "cat", options: [.caseInsensitive, .backwards]), in: sentence))
print(describe(sentence.range(of: "the", options: .anchored), in: sentence))
print(describe(sentence.range(of: "the", options: [.anchored, .caseInsensitive]), in: sentence))
print(describe(sentence.range(of: "cat.", options: [.anchored, .backwards, .caseInsensitive]), in: sentence))
print(describe(sentence.range(of: "dog"), in: sentence))

// Search only within the second half
let mid = sentence.index(sentence.startIndex, offsetBy: sentence.count / 2)
print(describe(sentence.range(of: "at", options: [], range: mid..<sentence.endIndex), in: sentence))

// Find every occurrence by moving the search range forward
var found: [Int] = []
var searchStart = sentence.startIndex
while let r = sentence.range(of: "at", options: .caseInsensitive, range: searchStart..<sentence.endIndex) {
    found.append(sentence.distance(from: sentence.startIndex, to: r.lowerBound))
    searchStart = r.upperBound
}
print("'at' at:", found)

print(sentence.contains("mat"), sentence.contains("MAT"))
print(sentence.localizedCaseInsensitiveContains("MAT"))
print(sentence.lowercased().hasPrefix("the cat"), sentence.hasSuffix("Cat."))
if let r = sentence.rangeOfCharacter(from: .uppercaseLetters, options: .backwards) {
    print("last capital:", sentence[r], sentence.distance(from: sentence.startIndex, to: r.lowerBound))
}
// expect: 4..<7 'cat'
// expect: 4..<7 'cat'
// expect: 36..<39 'Cat'
// expect: not found
// expect: 0..<3 'The'
// expect: 36..<40 'Cat.'
// expect: not found
// expect: 20..<22 'at'
// expect: 'at' at: [5, 9, 20, 37]
// expect: true false
// expect: true
// expect: true true
// expect: last capital: C 36
