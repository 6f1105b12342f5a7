// Tutorial style (named groups): NSRegularExpression named capture groups and match ranges
import Foundation

let entries = """
alice@example.com 2023-01-05 score=88
BOB@Example.org 2023-02-11 score=92
not an entry
carol@test.io 2023-03-30 score=75
"""

let pattern = #"(?<user>[a-z]+)@(?<domain>[a-z.]+)\s+(?<year>\d{4})-(?<month>\d{2})-\d{2}\s+score=(?<score>\d+)"#
let regex = try! NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
let ns = entries as NSString
let all = NSRange(location: 0, length: ns.length)

print("groups:", regex.numberOfCaptureGroups)
print("pattern starts:", String(regex.pattern.prefix(9)))

var scores: [Int] = []
for match in regex.matches(in: entries, range: all) {
    let user = ns.substring(with: match.range(withName: "user"))
    let domain = ns.substring(with: match.range(withName: "domain")).lowercased()
    let month = Int(ns.substring(with: match.range(withName: "month")))!
    let score = Int(ns.substring(with: match.range(withName: "score")))!
    scores.append(score)
    print("\(user.lowercased()) at \(domain), month \(month), score \(score), span \(match.range.location)+\(match.range.length)")
}
print("avg:", scores.reduce(0, +) / scores.count)

let anchored = try! NSRegularExpression(pattern: #"^\w+"#, options: .anchorsMatchLines)
let firstWords = anchored.matches(in: entries, range: all).map { ns.substring(with: $0.range) }
print(firstWords)

let rangeCheck = regex.rangeOfFirstMatch(in: entries, range: NSRange(location: 20, length: ns.length - 20))
print(rangeCheck.location, rangeCheck.length)

let optional = try! NSRegularExpression(pattern: #"(\d+)(px)?"#)
let css = "width: 10px; height: 20;"
for m in optional.matches(in: css, range: NSRange(css.startIndex..., in: css)) {
    let unit = m.range(at: 2)
    print((css as NSString).substring(with: m.range(at: 1)), unit.location == NSNotFound ? "no unit" : (css as NSString).substring(with: unit))
}

do {
    _ = try NSRegularExpression(pattern: "([unclosed")
    print("compiled?")
} catch {
    print("invalid pattern rejected")
}
// expect: groups: 5
// expect: pattern starts: (?<user>[
// expect: alice at example.com, month 1, score 88, span 0+37
// expect: bob at example.org, month 2, score 92, span 38+35
// expect: carol at test.io, month 3, score 75, span 87+33
// expect: avg: 85
// expect: ["alice", "BOB", "not", "carol"]
// expect: 38 35
// expect: 10 px
// expect: 20 no unit
// expect: invalid pattern rejected
