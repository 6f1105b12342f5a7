// Tutorial style (NSString bridging): NSRange, length, substring(with:) and converting ranges back
// known-gap: NSString is a String here (README): members only NSString has, or has otherwise, are String's (`range(of:)` gives a Range<String.Index>, not an NSRange; `uppercased` is String's method, not NSString's property); `NSStringFromRange` and `NSMaxRange` are missing
import Foundation

let text = "Hello 👋 wörld, café!"
let ns = text as NSString

print("count:", text.count, "utf16:", text.utf16.count, "length:", ns.length)
print("utf8:", text.utf8.count, "scalars:", text.unicodeScalars.count)

let r = ns.range(of: "wörld")
print("NSRange:", r.location, r.length)
print(ns.substring(with: r))
print(ns.substring(to: 5), "|", ns.substring(from: 16))

if let swiftRange = Range(r, in: text) {
    print("Swift range:", text[swiftRange], text.distance(from: text.startIndex, to: swiftRange.lowerBound))
}

let emojiRange = ns.range(of: "👋")
print("emoji:", emojiRange.location, emojiRange.length)

let back = NSRange(text.range(of: "café")!, in: text)
print("café NSRange:", back.location, back.length, NSStringFromRange(back))

let missing = ns.range(of: "xyz")
print("missing:", missing.location == NSNotFound, missing.length)

let replaced = ns.replacingCharacters(in: r, with: "world")
print(replaced)

let mutable = NSMutableString(string: text)
mutable.replaceOccurrences(of: "l", with: "L", options: [], range: NSRange(location: 0, length: mutable.length))
mutable.append(" (edited)")
mutable.insert(">> ", at: 0)
print(mutable)

print(ns.character(at: 0), ns.character(at: 6), ns.character(at: 7))
let upper = ns.uppercased
print(upper, (upper as NSString).length)
print(NSMaxRange(r), NSLocationInRange(8, r), NSLocationInRange(20, r))
let sub = text[text.index(text.startIndex, offsetBy: 6)...]
print(NSRange(sub.startIndex..., in: text))
// expect: count: 20 utf16: 21 length: 21
// expect: utf8: 25 scalars: 20
// expect: NSRange: 9 5
// expect: wörld
// expect: Hello | café!
// expect: Swift range: wörld 8
// expect: emoji: 6 2
// expect: café NSRange: 16 4 {16, 4}
// expect: missing: true 0
// expect: Hello 👋 world, café!
// expect: >> HeLLo 👋 wörLd, café! (edited)
// expect: 72 55357 56395
// expect: HELLO 👋 WÖRLD, CAFÉ! 21
// expect: 14 false false
// expect: {6, 15}
