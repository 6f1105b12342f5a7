// Tutorial style (NSRegularExpression validation): validating emails and extracting hashtags
import Foundation

func isValidEmail(_ s: String) -> Bool {
    let pattern = "^[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$"
    let regex = try! NSRegularExpression(pattern: pattern)
    let range = NSRange(s.startIndex..<s.endIndex, in: s)
    return regex.firstMatch(in: s, options: [], range: range) != nil
}

for email in ["user@example.com", "first.last+tag@sub.domain.org", "bad@", "@nope.com", "x@y.z"] {
    print(email, isValidEmail(email))
}

let post = "Loving #Swift and #iOS development! #100DaysOfCode #swift"
let tagRegex = try! NSRegularExpression(pattern: "#(\\w+)")
let ns = post as NSString
let tags = tagRegex.matches(in: post, range: NSRange(location: 0, length: ns.length)).map {
    ns.substring(with: $0.range(at: 1))
}
print(tags)
print(Set(tags.map { $0.lowercased() }).sorted())

let matchesRange = post.range(of: "#\\d+\\w*", options: .regularExpression)
if let r = matchesRange {
    print(post[r])
}
// expect: user@example.com true
// expect: first.last+tag@sub.domain.org true
// expect: bad@ false
// expect: @nope.com false
// expect: x@y.z false
// expect: ["Swift", "iOS", "100DaysOfCode", "swift"]
// expect: ["100daysofcode", "ios", "swift"]
// expect: #100DaysOfCode
