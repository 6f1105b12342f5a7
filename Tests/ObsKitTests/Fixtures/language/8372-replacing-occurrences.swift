// Foundation in app code: replacingOccurrences(of:with:) including options, ranges and regular expressions
import Foundation

let template = "Hello, {name}! Welcome to {place}, {name}."
let filled = template
    .replacingOccurrences(of: "{name}", with: "Ana")
    .replacingOccurrences(of: "{place}", with: "Lisbon")
print(filled)

let slug = "  My First Blog Post!  "
    .trimmingCharacters(in: .whitespaces)
    .lowercased()
    .replacingOccurrences(of: " ", with: "-")
    .replacingOccurrences(of: "!", with: "")
print(slug)

let shout = "apple Apple APPLE"
print(shout.replacingOccurrences(of: "apple", with: "pear", options: .caseInsensitive))

let spaced = "too    many     spaces"
print(spaced.replacingOccurrences(of: "\\s+", with: " ", options: .regularExpression))

let phone = "555.123.4567"
print(phone.replacingOccurrences(of: "(\\d{3})\\.(\\d{3})\\.(\\d{4})", with: "($1) $2-$3", options: .regularExpression))

let original = "aaa"
let range = original.index(after: original.startIndex)..<original.endIndex
print(original.replacingOccurrences(of: "a", with: "b", range: range))
print("no change".replacingOccurrences(of: "xyz", with: "!"))

// expect: Hello, Ana! Welcome to Lisbon, Ana.
// expect: my-first-blog-post
// expect: pear pear pear
// expect: too many spaces
// expect: (555) 123-4567
// expect: abb
// expect: no change
