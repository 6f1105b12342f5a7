// Foundation's NSRegularExpression with NSRange, Range(_:in:), range(at:), NSNotFound, templates and a bad pattern.
// Expected output from swiftc 6.3.1 on this machine (swiftc -module-name main).
import Foundation
let text = "Call 555-1234 or 555-9876 today"
let regex = try NSRegularExpression(pattern: "(\\d{3})-(\\d{4})")
let whole = NSRange(text.startIndex..<text.endIndex, in: text)
print(whole, whole.location, whole.length)
for m in regex.matches(in: text, options: [], range: whole) {
    if let r = Range(m.range(at: 2), in: text) { print(text[r], m.numberOfRanges) }
}
let first = regex.rangeOfFirstMatch(in: text, options: [], range: whole)
print(first.location, (text as NSString).substring(with: first))
print(regex.stringByReplacingMatches(in: text, options: [], range: whole, withTemplate: "[$2]"))
let opt = try NSRegularExpression(pattern: "(a)?b")
if let m = opt.firstMatch(in: "b", range: NSRange(location: 0, length: 1)) { print(m.range(at: 1).location == NSNotFound) }
print(NSRegularExpression.escapedPattern(for: "a.b*c"))
do { _ = try NSRegularExpression(pattern: "(") } catch { print("invalid:", (error as NSError).code) }

// expect: {0, 31} 0 31
// expect: 1234 3
// expect: 9876 3
// expect: 5 555-1234
// expect: Call [1234] or [9876] today
// expect: true
// expect: a\.b\*c
// expect: invalid: 2048
