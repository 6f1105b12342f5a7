// Foundation in app code: range(of:) with options (caseInsensitive, backwards), extracting substrings
import Foundation

let text = "The quick brown fox jumps over the lazy dog"

if let range = text.range(of: "brown") {
    let start = text.distance(from: text.startIndex, to: range.lowerBound)
    print("Found 'brown' at \(start)")
    print("After it: \(text[range.upperBound...])")
}

if let range = text.range(of: "THE", options: .caseInsensitive) {
    print("Case-insensitive match: \(text[range])")
}

if let last = text.range(of: "the", options: [.caseInsensitive, .backwards]) {
    print("Last 'the' starts at \(text.distance(from: text.startIndex, to: last.lowerBound))")
}

print(text.range(of: "cat") == nil ? "no cat" : "cat found")

let email = "support@example.com"
if let at = email.range(of: "@") {
    print("User: \(email[..<at.lowerBound]), domain: \(email[at.upperBound...])")
}

let html = "<title>My Page</title>"
if let open = html.range(of: "<title>"), let close = html.range(of: "</title>") {
    print("Title: \(html[open.upperBound..<close.lowerBound])")
}
print(text.contains("fox"), text.hasPrefix("The"), text.lowercased().hasSuffix("dog"))
print(text.localizedCaseInsensitiveContains("QUICK"))

// expect: Found 'brown' at 10
// expect: After it:  fox jumps over the lazy dog
// expect: Case-insensitive match: The
// expect: Last 'the' starts at 31
// expect: no cat
// expect: User: support, domain: example.com
// expect: Title: My Page
// expect: true true true
// expect: true
