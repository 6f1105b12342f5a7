// Foundation's String methods: components, replacingOccurrences with options, range(of:) with options, padding, capitalized and comparisons.
// Expected output: swiftc 6.3.1 on this machine.
import Foundation

let line = "  key = Value with Spaces  "
let pair = line.components(separatedBy: "=").map { $0.trimmingCharacters(in: .whitespaces) }
print(pair)
print("Hello hello HELLO".replacingOccurrences(of: "hello", with: "bye", options: .caseInsensitive))
print("a1b22c333".replacingOccurrences(of: "[0-9]+", with: "#", options: .regularExpression))
let title = "the little prince"
print(title.capitalized, title.range(of: "PRINCE", options: .caseInsensitive) != nil, title.range(of: "king") == nil)
if let range = title.range(of: "little") {
    print(title[range.lowerBound...], title[..<range.lowerBound].count)
}
print("7".padding(toLength: 3, withPad: "0", startingAt: 0), "Name".padding(toLength: 8, withPad: ".", startingAt: 0) + "|")
print("apple".compare("Banana") == .orderedDescending, "apple".caseInsensitiveCompare("APPLE") == .orderedSame)
print(["b", "A", "c"].sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending })
print(("docs/readme.md" as NSString).lastPathComponent, ("docs/readme.md" as NSString).pathExtension)

// expect: ["key", "Value with Spaces"]
// expect: bye bye bye
// expect: a#b#c#
// expect: The Little Prince true true
// expect: little prince 4
// expect: 700 Name....|
// expect: true true
// expect: ["A", "b", "c"]
// expect: readme.md md
