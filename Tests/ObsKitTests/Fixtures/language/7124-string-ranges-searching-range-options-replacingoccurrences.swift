// Tutorial style (String ranges): searching with range(of:options:) and replacingOccurrences
import Foundation

let text = "The quick brown fox jumps over the lazy dog. The end."
if let r = text.range(of: "the", options: .caseInsensitive) {
    print(text.distance(from: text.startIndex, to: r.lowerBound))
}
if let r = text.range(of: "the", options: .backwards) {
    print(text.distance(from: text.startIndex, to: r.lowerBound))
}
print(text.replacingOccurrences(of: "The", with: "A"))
print(text.replacingOccurrences(of: "the", with: "THE", options: .caseInsensitive))
print(text.replacingOccurrences(of: "\\s+", with: "_", options: .regularExpression))
print(text.contains("fox"), text.localizedCaseInsensitiveContains("LAZY"))
print(text.hasPrefix("The"), text.hasSuffix("end."))
print(text.lowercased().components(separatedBy: "the").count - 1)
print(text.capitalized)
print("swift".padding(toLength: 8, withPad: ".", startingAt: 0) + "|")
print("abc".compare("ABD", options: .caseInsensitive) == .orderedAscending)
print("file10".compare("file9", options: .numeric) == .orderedDescending)
let idx = text.firstIndex(of: "q")!
print(text[idx...].prefix(5))
// expect: 0
// expect: 31
// expect: A quick brown fox jumps over the lazy dog. A end.
// expect: THE quick brown fox jumps over THE lazy dog. THE end.
// expect: The_quick_brown_fox_jumps_over_the_lazy_dog._The_end.
// expect: true true
// expect: true true
// expect: 3
// expect: The Quick Brown Fox Jumps Over The Lazy Dog. The End.
// expect: swift...|
// expect: true
// expect: true
// expect: quick
