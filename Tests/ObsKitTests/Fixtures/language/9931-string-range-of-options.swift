// Apple docs style (String range(of:options:)): finding substrings with compare options
import Foundation

let title = "Swift Programming with Swift Foundation"

func describe(_ r: Range<String.Index>?, in s: String) -> String {
    guard let r = r else { return "not found" }
    let start = s.distance(from: s.startIndex, to: r.lowerBound)
    let end = s.distance(from: s.startIndex, to: r.upperBound)
    return "\(start)..<\(end) '\(s[r])'"
}

print("first Swift:", describe(title.range(of: "Swift"), in: title))
print("last Swift:", describe(title.range(of: "Swift", options: .backwards), in: title))
print("lowercase swift:", describe(title.range(of: "swift"), in: title))
print("caseInsensitive:", describe(title.range(of: "swift", options: .caseInsensitive), in: title))
print("anchored Swift:", describe(title.range(of: "Swift", options: .anchored), in: title))
print("anchored Foundation:", describe(title.range(of: "Foundation", options: .anchored), in: title))
print("anchored+backwards:", describe(title.range(of: "foundation", options: [.anchored, .backwards, .caseInsensitive]), in: title))

// Case-insensitive "contains" helper
extension String {
    func containsIgnoringCase(_ other: String) -> Bool {
        range(of: other, options: .caseInsensitive) != nil
    }
}
let tags = ["SwiftUI", "Combine", "swift-nio", "Vapor", "SWIFTLINT"]
let swifty = tags.filter { $0.containsIgnoringCase("swift") }
print("swifty tags:", swifty)

// Searching within a sub-range: find every occurrence
func allRanges(of needle: String, in hay: String, options: String.CompareOptions = []) -> [Range<String.Index>] {
    var result: [Range<String.Index>] = []
    var searchStart = hay.startIndex
    while searchStart < hay.endIndex,
          let r = hay.range(of: needle, options: options, range: searchStart..<hay.endIndex) {
        result.append(r)
        searchStart = r.upperBound
    }
    return result
}
let story = "Ana met Ben; ben met ANA; then ana left."
for r in allRanges(of: "ana", in: story, options: .caseInsensitive) {
    print("  match:", describe(r, in: story))
}
print("case-sensitive 'ana' count:", allRanges(of: "ana", in: story).count)

// Extracting text between markers
let html = "<title>Release Notes</title><body>...</body>"
if let open = html.range(of: "<title>"),
   let close = html.range(of: "</title>", range: open.upperBound..<html.endIndex) {
    print("title text:", html[open.upperBound..<close.lowerBound])
}

// Numeric option compares digit runs by value
let files = ["file10.txt", "file2.txt", "file1.txt", "File3.txt"]
let numericSorted = files.sorted { $0.compare($1, options: [.numeric, .caseInsensitive]) == .orderedAscending }
print("numeric sort:", numericSorted)
let plainSorted = files.sorted()
print("plain sort:", plainSorted)

// range(of:) with an empty result on empty haystack
print("in empty:", describe("".range(of: "x"), in: ""))

// expect: first Swift: 0..<5 'Swift'
// expect: last Swift: 23..<28 'Swift'
// expect: lowercase swift: not found
// expect: caseInsensitive: 0..<5 'Swift'
// expect: anchored Swift: 0..<5 'Swift'
// expect: anchored Foundation: not found
// expect: anchored+backwards: 29..<39 'Foundation'
// expect: swifty tags: ["SwiftUI", "swift-nio", "SWIFTLINT"]
// expect:   match: 0..<3 'Ana'
// expect:   match: 21..<24 'ANA'
// expect:   match: 31..<34 'ana'
// expect: case-sensitive 'ana' count: 1
// expect: title text: Release Notes
// expect: numeric sort: ["file1.txt", "file2.txt", "File3.txt", "file10.txt"]
// expect: plain sort: ["File3.txt", "file1.txt", "file10.txt", "file2.txt"]
// expect: in empty: not found
