// Swift Apprentice style (strings): palindromes, word reversal, character counting and a name initializer challenge
import Foundation
func isPalindrome(_ text: String) -> Bool {
    let cleaned = text.lowercased().filter { $0.isLetter }
    return cleaned == String(cleaned.reversed())
}
for phrase in ["A man, a plan, a canal: Panama", "Swift", "No lemon, no melon"] {
    print("\(phrase) -> \(isPalindrome(phrase))")
}

func reverseWords(_ sentence: String) -> String {
    sentence.split(separator: " ").map { String($0.reversed()) }.joined(separator: " ")
}
print(reverseWords("My dog is called Rover"))

func characterCounts(_ text: String) -> [(Character, Int)] {
    var counts: [Character: Int] = [:]
    for c in text where !c.isWhitespace {
        counts[c, default: 0] += 1
    }
    return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
}
for (char, count) in characterCounts("hello world").prefix(4) {
    print(char, String(repeating: "#", count: count))
}

func wordCount(_ text: String) -> Int {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" }).count
}
print(wordCount("one two\nthree  four"))

func initials(of name: String) -> String {
    name.split(separator: " ").compactMap { $0.first }.map { String($0).uppercased() }.joined(separator: ".") + "."
}
print(initials(of: "grace brewster hopper"))

func flip(name: String) -> String? {
    guard let comma = name.firstIndex(of: ",") else { return nil }
    let last = name[..<comma]
    let first = name[name.index(comma, offsetBy: 2)...]
    return "\(first) \(last)"
}
print(flip(name: "Galloway, Matt") ?? "?", flip(name: "Nobody") ?? "nil")

let csv = "name,age,city\nAnn,31,Oslo\nBo,25,Rome"
let rows = csv.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
let header = rows[0]
for row in rows.dropFirst() {
    print(zip(header, row).map { "\($0)=\($1)" }.joined(separator: ";"))
}
var title = "swift apprentice"
title = title.capitalized
print(title, title.count, title.lowercased().contains("apprentice"))
let padded = String(repeating: " ", count: 3) + "x"
print("[\(padded)]", "[\(padded.trimmingCharacters(in: .whitespaces))]")
let multi = """
    Line one
      indented
    Line "three"
    """
print(multi)
print(multi.components(separatedBy: "\n").count)

// expect: A man, a plan, a canal: Panama -> true
// expect: Swift -> false
// expect: No lemon, no melon -> true
// expect: yM god si dellac revoR
// expect: l ###
// expect: o ##
// expect: d #
// expect: e #
// expect: 4
// expect: G.B.H.
// expect: Matt Galloway nil
// expect: name=Ann;age=31;city=Oslo
// expect: name=Bo;age=25;city=Rome
// expect: Swift Apprentice 16 true
// expect: [   x] [x]
// expect: Line one
// expect:   indented
// expect: Line "three"
// expect: 3
