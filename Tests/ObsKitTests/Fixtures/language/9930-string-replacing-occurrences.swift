// Apple docs style (String replacingOccurrences(of:with:options:range:)): search and replace
import Foundation

let text = "The cat sat on the mat with another cat."
print(text.replacingOccurrences(of: "cat", with: "dog"))

// Case-sensitive by default
let mixedCase = "Apple apple APPLE aPPle"
print(mixedCase.replacingOccurrences(of: "apple", with: "pear"))
print(mixedCase.replacingOccurrences(of: "apple", with: "pear", options: .caseInsensitive))

// No match leaves the string unchanged
let unchanged = text.replacingOccurrences(of: "bird", with: "fish")
print("unchanged:", unchanged == text)

// Replacing with an empty string deletes
print("1-800-555-0199".replacingOccurrences(of: "-", with: ""))

// Limiting the search to a range
let repeated = "aaa-aaa-aaa"
if let firstDash = repeated.firstIndex(of: "-") {
    let tail = repeated.index(after: firstDash)..<repeated.endIndex
    print(repeated.replacingOccurrences(of: "a", with: "b", options: [], range: tail))
}

// Anchored: only matches at the start
let greeting = "hello hello hello"
print(greeting.replacingOccurrences(of: "hello", with: "bye", options: .anchored))
// Anchored + backwards: only matches at the end
print(greeting.replacingOccurrences(of: "hello", with: "bye", options: [.anchored, .backwards]))

// Literal multi-character patterns
let template = "Dear {name}, your order {id} ships {when}."
let values = [("{name}", "Ana"), ("{id}", "#1042"), ("{when}", "Monday")]
var filled = template
for (placeholder, value) in values {
    filled = filled.replacingOccurrences(of: placeholder, with: value)
}
print(filled)

// Overlapping candidates: replacement scans left to right
print("aaaa".replacingOccurrences(of: "aa", with: "b"))
print("banana".replacingOccurrences(of: "ana", with: "_"))

// Counting replacements by comparing lengths
let source = "one, two, three, four"
let removed = source.replacingOccurrences(of: ", ", with: "")
let count = (source.count - removed.count) / 2
print("separators removed:", count)

// Escaping characters for a simple CSV field
func escapeCSV(_ field: String) -> String {
    let doubled = field.replacingOccurrences(of: "\"", with: "\"\"")
    return doubled.contains(",") || doubled.contains("\"") ? "\"\(doubled)\"" : doubled
}
print(escapeCSV("plain"))
print(escapeCSV("has, comma"))
print(escapeCSV("say \"hi\""))

// Newlines to spaces
let poem = "roses are red\nviolets are blue\nsugar is sweet"
print(poem.replacingOccurrences(of: "\n", with: " / "))

// expect: The dog sat on the mat with another dog.
// expect: Apple pear APPLE aPPle
// expect: pear pear pear pear
// expect: unchanged: true
// expect: 18005550199
// expect: aaa-bbb-bbb
// expect: bye hello hello
// expect: hello hello bye
// expect: Dear Ana, your order #1042 ships Monday.
// expect: bb
// expect: b_na
// expect: separators removed: 3
// expect: plain
// expect: "has, comma"
// expect: "say ""hi"""
// expect: roses are red / violets are blue / sugar is sweet
