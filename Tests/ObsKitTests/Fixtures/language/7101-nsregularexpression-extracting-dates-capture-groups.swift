// Tutorial style (NSRegularExpression): extracting dates with capture groups
import Foundation

let text = "Releases: 2021-03-15 (v1), 2022-11-02 (v2), and 2024-07-30 (v3)."
let pattern = #"(\d{4})-(\d{2})-(\d{2}) \((v\d+)\)"#

do {
    let regex = try NSRegularExpression(pattern: pattern)
    let range = NSRange(text.startIndex..<text.endIndex, in: text)
    let matches = regex.matches(in: text, options: [], range: range)
    print("found \(matches.count) matches")
    for match in matches {
        var groups: [String] = []
        for i in 1..<match.numberOfRanges {
            if let r = Range(match.range(at: i), in: text) {
                groups.append(String(text[r]))
            }
        }
        print(groups.joined(separator: "|"))
    }
    let first = regex.firstMatch(in: text, options: [], range: range)
    if let m = first, let whole = Range(m.range, in: text) {
        print("first:", text[whole])
        print("location:", m.range.location, "length:", m.range.length)
    }
    print("count:", regex.numberOfMatches(in: text, range: range))
} catch {
    print("regex error: \(error)")
}
// expect: found 3 matches
// expect: 2021|03|15|v1
// expect: 2022|11|02|v2
// expect: 2024|07|30|v3
// expect: first: 2021-03-15 (v1)
// expect: location: 10 length: 15
// expect: count: 3
