// Foundation String methods a learner reaches for: `contains`, `range(of:)`, `replacingOccurrences`, case-insensitive compare, `capitalized`, `hasPrefix`, padding.
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

let title = "the swift programming language"
print(title.capitalized)
print(title.replacingOccurrences(of: " ", with: "_"))
print(title.contains("swift"), title.range(of: "SWIFT") == nil)
print(title.range(of: "SWIFT", options: .caseInsensitive) != nil)

if let r = title.range(of: "programming") {
    print("[\(title[r.lowerBound...])] [\(title[..<r.lowerBound])]")
}

print("Apple".caseInsensitiveCompare("apple") == .orderedSame)
print("banana".compare("cherry") == .orderedAscending)
print(["b", "C", "a"].sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending })

let path = "docs/guide/intro.md"
print((path as NSString).lastPathComponent, (path as NSString).pathExtension)
print("7".padding(toLength: 3, withPad: "0", startingAt: 0))
print("Total".padding(toLength: 10, withPad: ".", startingAt: 0) + "42")

let template = "Hello {name}, you have {n} messages"
let filled = template
    .replacingOccurrences(of: "{name}", with: "Ida")
    .replacingOccurrences(of: "{n}", with: "3")
print(filled)
print("a,b;c".replacingOccurrences(of: "[,;]", with: " ", options: .regularExpression))
print("MiXeD".lowercased(), "MiXeD".uppercased())

// expect: The Swift Programming Language
// expect: the_swift_programming_language
// expect: true true
// expect: true
// expect: [programming language] [the swift ]
// expect: true
// expect: true
// expect: ["a", "b", "C"]
// expect: intro.md md
// expect: 700
// expect: Total.....42
// expect: Hello Ida, you have 3 messages
// expect: a b c
// expect: mixed MIXED
