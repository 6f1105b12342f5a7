// Stack Overflow style (NSString bridging): NSRange vs String.Index, NSString length vs count with emoji, substring(with:) and replacingCharacters
// known-gap: NSString is modelled as String: `ns.range(of:)` gives a Range<String.Index>? rather than an NSRange, and NSMutableString, substring(from:), character(at:) are missing
import Foundation

let text = "Price: 👍 12€ for 🇫🇷 bread"
let ns = text as NSString
print("count:", text.count, "utf16:", text.utf16.count, "NSString.length:", ns.length, "scalars:", text.unicodeScalars.count)

let euro = ns.range(of: "€")
print("€ at NSRange", euro.location, euro.length)
if let r = Range(euro, in: text) {
    print("Swift offset:", text.distance(from: text.startIndex, to: r.lowerBound))
}
let flag = ns.range(of: "🇫🇷")
print("flag NSRange:", flag.location, flag.length, ns.substring(with: flag))
print(ns.substring(from: flag.location + flag.length), "|", ns.substring(to: 5))

let swiftRange = text.range(of: "bread")!
let converted = NSRange(swiftRange, in: text)
print("bread NSRange:", converted.location, converted.length)
print(ns.replacingCharacters(in: converted, with: "cake"))

let mutable = NSMutableString(string: "one two three")
let replaced = mutable.replaceOccurrences(of: "t", with: "T", options: [], range: NSRange(location: 0, length: mutable.length))
mutable.insert("zero ", at: 0)
mutable.append("!")
print(mutable, mutable.length, replaced)

let path = "/Users/sam/Documents/draft.final.docx" as NSString
print(path.lastPathComponent, path.pathExtension, path.deletingPathExtension, path.pathComponents.count)
print(("hello world" as NSString).capitalized, ("A,B,,C" as NSString).components(separatedBy: ","))
print(("  padded  " as NSString).trimmingCharacters(in: .whitespaces), ("42.5kg" as NSString).doubleValue, ("17 apples" as NSString).integerValue)
print(("abc" as NSString).compare("ABD", options: .caseInsensitive) == .orderedAscending, ns.hasPrefix("Price"), ns.contains("🇫🇷"))
let notFound = ns.range(of: "xyz")
print("not found:", notFound.location == NSNotFound, notFound.length)
let s2: String = ns.appending(" — fresh")
print(s2.count, (s2 as NSString).length)
let chars = (0..<5).map { ns.character(at: $0) }
print(chars, String(utf16CodeUnits: chars, count: chars.count))

// expect: count: 24 utf16: 28 NSString.length: 28 scalars: 25
// expect: € at NSRange 12 1
// expect: Swift offset: 11
// expect: flag NSRange: 18 4 🇫🇷
// expect:  bread | Price
// expect: bread NSRange: 23 5
// expect: Price: 👍 12€ for 🇫🇷 cake
// expect: zero one Two Three! 19 2
// expect: draft.final.docx docx /Users/sam/Documents/draft.final 5
// expect: Hello World ["A", "B", "", "C"]
// expect: padded 42.5 17
// expect: true true true
// expect: not found: true 0
// expect: 32 36
// expect: [80, 114, 105, 99, 101] Price
