// Tutorial style (NSRegularExpression replace): replacing matches with a template
import Foundation

let input = "John Smith, Jane Doe, Alan Turing"
let regex = try! NSRegularExpression(pattern: "(\\w+) (\\w+)")
let range = NSRange(location: 0, length: input.utf16.count)
let swapped = regex.stringByReplacingMatches(in: input, options: [], range: range, withTemplate: "$2, $1")
print(swapped)

let phone = "Call 555-1234 or 555-9876 today"
let digits = try! NSRegularExpression(pattern: "\\d")
let masked = digits.stringByReplacingMatches(in: phone, range: NSRange(phone.startIndex..., in: phone), withTemplate: "#")
print(masked)

let ci = try! NSRegularExpression(pattern: "swift", options: .caseInsensitive)
let sentence = "Swift is fun. I like SWIFT and swift."
print(ci.numberOfMatches(in: sentence, range: NSRange(sentence.startIndex..., in: sentence)))
let upper = ci.stringByReplacingMatches(in: sentence, range: NSRange(sentence.startIndex..., in: sentence), withTemplate: "Swift")
print(upper)

let escaped = NSRegularExpression.escapedPattern(for: "a.b*c")
print(escaped)
// expect: Smith, John, Doe, Jane, Turing, Alan
// expect: Call ###-#### or ###-#### today
// expect: 3
// expect: Swift is fun. I like Swift and Swift.
// expect: a\.b\*c
