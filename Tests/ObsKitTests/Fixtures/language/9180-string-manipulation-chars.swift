// string-manipulation-chars
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

let sentence = "Swift is fun, and Swift is fast!"
let words = sentence.split(separator: " ")
print(words.count, words.last!)
print(sentence.components(separatedBy: ", "))
print(sentence.split(separator: "s", maxSplits: 2, omittingEmptySubsequences: true))

func isPalindrome(_ s: String) -> Bool {
    let cleaned = s.lowercased().filter { $0.isLetter || $0.isNumber }
    return cleaned == String(cleaned.reversed())
}
print(["A man, a plan, a canal: Panama", "race a car", "No 'x' in Nixon", ""].map(isPalindrome))

let reversedWords = sentence.split(separator: " ").reversed().joined(separator: " ")
print(reversedWords)
print(String(sentence.reversed().prefix(5)))

let mixed = "Hello, World 123! ÄÖ ß 🙂"
print(mixed.filter(\.isUppercase), mixed.filter(\.isNumber), mixed.filter(\.isPunctuation))
print(mixed.filter { $0.isWhitespace }.count, mixed.count, mixed.utf8.count, mixed.unicodeScalars.count)
print(mixed.uppercased(), mixed.lowercased())

let s = "abcdefghij"
let third = s[s.index(s.startIndex, offsetBy: 2)]
let mid = s[s.index(s.startIndex, offsetBy: 3)..<s.index(s.endIndex, offsetBy: -3)]
print(third, mid, s.prefix(3), s.suffix(2), s.dropFirst(8))
if let idx = s.firstIndex(of: "e") {
    print(s.distance(from: s.startIndex, to: idx), s[idx...])
}

var title = "  the swift programming language  "
title = title.trimmingCharacters(in: .whitespaces)
print("[\(title.capitalized)]", title.hasPrefix("the"), title.hasSuffix("age"))
print(title.replacingOccurrences(of: "swift", with: "Swift"), title.contains("program"))
print(title.range(of: "programming").map { title.distance(from: title.startIndex, to: $0.lowerBound) } ?? -1)

func caesar(_ text: String, shift: Int) -> String {
    String(text.map { ch -> Character in
        guard let ascii = ch.asciiValue, ch.isLetter else { return ch }
        let base: UInt8 = ch.isUppercase ? 65 : 97
        return Character(UnicodeScalar((Int(ascii - base) + shift + 26) % 26 + Int(base))!)
    })
}
let secret = caesar("Attack at Dawn!", shift: 3)
print(secret, caesar(secret, shift: -3))

let csvLine = "id,name,,city"
print(csvLine.split(separator: ",").count, csvLine.split(separator: ",", omittingEmptySubsequences: false).count)
let charCounts = "mississippi".reduce(into: [:]) { $0[$1, default: 0] += 1 }
print(charCounts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined())
print(String(repeating: "ab", count: 3), "x".padding(toLength: 4, withPad: "-", startingAt: 0))
print(Array("héllo").map { $0.isASCII }, "42".allSatisfy(\.isWholeNumber), Character("7").wholeNumberValue!)
// expect: 7 fast!
// expect: ["Swift is fun", "and Swift is fast!"]
// expect: ["Swift i", " fun, and Swift i", " fast!"]
// expect: [true, false, true, true]
// expect: fast! is Swift and fun, is Swift
// expect: !tsaf
// expect: HWÄÖ 123 ,!
// expect: 5 24 30 24
// expect: HELLO, WORLD 123! ÄÖ SS 🙂 hello, world 123! äö ß 🙂
// expect: c defg abc ij ij
// expect: 4 efghij
// expect: [The Swift Programming Language] true true
// expect: the Swift programming language true
// expect: 10
// expect: Dwwdfn dw Gdzq! Attack at Dawn!
// expect: 3 4
// expect: i4m1p2s4
// expect: ababab x---
// expect: [true, false, true, true, true] true 7
