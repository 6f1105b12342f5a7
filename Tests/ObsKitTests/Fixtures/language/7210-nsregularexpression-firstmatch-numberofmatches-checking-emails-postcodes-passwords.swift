// Stack Overflow style (form validator): NSRegularExpression firstMatch and numberOfMatches checking emails, postcodes and passwords
import Foundation

func regex(_ p: String, _ opts: NSRegularExpression.Options = []) -> NSRegularExpression {
    try! NSRegularExpression(pattern: p, options: opts)
}

let emailRE = regex(#"^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$"#, .caseInsensitive)
func isEmail(_ s: String) -> Bool {
    emailRE.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) != nil
}
for e in ["ann@example.com", "Bob.Smith+tag@mail.co.uk", "no-at-sign.com", "x@y", "trailing@space.com "] {
    print(e.padding(toLength: 26, withPad: " ", startingAt: 0), isEmail(e) ? "valid" : "invalid")
}

let zipRE = regex(#"^(\d{5})(?:-(\d{4}))?$"#)
for z in ["90210", "12345-6789", "1234", "12345-12"] {
    let ns = z as NSString
    if let m = zipRE.firstMatch(in: z, range: NSRange(location: 0, length: ns.length)) {
        let plus4 = m.range(at: 2).location == NSNotFound ? "none" : ns.substring(with: m.range(at: 2))
        print("zip \(ns.substring(with: m.range(at: 1))) plus4=\(plus4)")
    } else {
        print("bad zip \(z)")
    }
}

func passwordProblems(_ p: String) -> [String] {
    let range = NSRange(p.startIndex..., in: p)
    var problems: [String] = []
    if p.count < 8 { problems.append("short") }
    if regex("[A-Z]").numberOfMatches(in: p, range: range) == 0 { problems.append("no upper") }
    if regex("[0-9]").numberOfMatches(in: p, range: range) < 2 { problems.append("needs 2 digits") }
    if regex(#"(.)\1\1"#).firstMatch(in: p, range: range) != nil { problems.append("repeats") }
    return problems
}
for p in ["hunter2", "Tr0ub4dor", "aaaBBB111", "Passw0rd!"] {
    let issues = passwordProblems(p)
    print(p, "->", issues.isEmpty ? "ok" : issues.joined(separator: ", "))
}

let tagsRE = regex(#"#(\w+)"#)
let post = "Loving #swift and #Linux today! #swift"
let tags = tagsRE.matches(in: post, range: NSRange(post.startIndex..., in: post)).compactMap {
    Range($0.range(at: 1), in: post).map { String(post[$0]).lowercased() }
}
print("tags:", Array(Set(tags)).sorted(), "mentions:", tags.count)
print(NSRegularExpression.escapedPattern(for: "1+1=2?"))

// expect: ann@example.com            valid
// expect: Bob.Smith+tag@mail.co.uk   valid
// expect: no-at-sign.com             invalid
// expect: x@y                        invalid
// expect: trailing@space.com         invalid
// expect: zip 90210 plus4=none
// expect: zip 12345 plus4=6789
// expect: bad zip 1234
// expect: bad zip 12345-12
// expect: hunter2 -> short, no upper, needs 2 digits
// expect: Tr0ub4dor -> ok
// expect: aaaBBB111 -> repeats
// expect: Passw0rd! -> needs 2 digits
// expect: tags: ["linux", "swift"] mentions: 3
// expect: 1\+1=2\?
