// App code style: String methods from Foundation for cleaning up user-entered titles and searching
import Foundation

let titles = ["  the swift programming language ", "hello, WORLD", "iOS app-development tips", "émile's café"]
for t in titles {
    let cleaned = t.trimmingCharacters(in: .whitespacesAndNewlines)
    print("[\(cleaned.capitalized)]")
}

let template = "Dear {name}, your order {order} ships {when}."
let filled = template
    .replacingOccurrences(of: "{name}", with: "Ada")
    .replacingOccurrences(of: "{order}", with: "#1042")
    .replacingOccurrences(of: "{when}", with: "tomorrow")
print(filled)
print("dash-case".replacingOccurrences(of: "-", with: "_").uppercased())

let haystack = "Swift is a powerful and intuitive programming language"
let queries = ["SWIFT", "Powerful", "kotlin", "LANGUAGE"]
for q in queries {
    let plain = haystack.contains(q)
    let insensitive = haystack.range(of: q, options: .caseInsensitive) != nil
    let localized = haystack.localizedCaseInsensitiveContains(q)
    print("\(q): contains=\(plain) caseInsensitive=\(insensitive) localized=\(localized)")
}

if let r = haystack.range(of: "powerful") {
    let before = haystack[..<r.lowerBound]
    let after = haystack[r.upperBound...]
    print("before: '\(before)' after: '\(after)'")
    print("offset:", haystack.distance(from: haystack.startIndex, to: r.lowerBound))
}
if let last = haystack.range(of: "a", options: .backwards) {
    print("last 'a' at", haystack.distance(from: haystack.startIndex, to: last.lowerBound))
}
print("compare:", "apple".caseInsensitiveCompare("APPLE") == .orderedSame)
print("padded: [\("42".padding(toLength: 6, withPad: "0", startingAt: 0))]")
print("prefix check:", "Report.PDF".lowercased().hasSuffix(".pdf"))
let words = "one,two,,three".components(separatedBy: ",").filter { !$0.isEmpty }
print(words.count, words.joined(separator: "+"))
// expect: [The Swift Programming Language]
// expect: [Hello, World]
// expect: [Ios App-Development Tips]
// expect: [Émile's Café]
// expect: Dear Ada, your order #1042 ships tomorrow.
// expect: DASH_CASE
// expect: SWIFT: contains=false caseInsensitive=true localized=true
// expect: Powerful: contains=false caseInsensitive=true localized=true
// expect: kotlin: contains=false caseInsensitive=false localized=false
// expect: LANGUAGE: contains=false caseInsensitive=true localized=true
// expect: before: 'Swift is a ' after: ' and intuitive programming language'
// expect: offset: 11
// expect: last 'a' at 51
// expect: compare: true
// expect: padded: [420000]
// expect: prefix check: true
// expect: 3 one+two+three
