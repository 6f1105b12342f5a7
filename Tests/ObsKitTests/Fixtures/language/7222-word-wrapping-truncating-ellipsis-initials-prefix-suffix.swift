// Hacking with Swift style (text helpers): word wrapping, truncating with an ellipsis, initials and prefix/suffix checks
import Foundation

extension String {
    func truncated(to length: Int, trailing: String = "…") -> String {
        count > length ? String(prefix(length)).trimmingCharacters(in: .whitespaces) + trailing : self
    }

    func wrapped(width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in components(separatedBy: .whitespacesAndNewlines) where !word.isEmpty {
            if current.isEmpty {
                current = word
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    var initials: String {
        components(separatedBy: " ").compactMap { $0.first.map(String.init) }.joined().uppercased()
    }
}

let paragraph = "Swift is a powerful and intuitive programming language for all Apple platforms and for Linux servers too."
for (i, line) in paragraph.wrapped(width: 28).enumerated() {
    print(String(format: "%2d| %@", i + 1, line.padding(toLength: 28, withPad: " ", startingAt: 0) as NSString) + " |")
}
print(paragraph.truncated(to: 20))
print("short".truncated(to: 20))
print(["grace brewster hopper", "linus torvalds", "ada"].map(\.initials))

let files = ["Report.PDF", "photo.jpeg", "notes.md", "README", ".gitignore"]
for f in files {
    let lower = f.lowercased()
    let kind = lower.hasSuffix(".pdf") ? "document" : (lower.hasSuffix(".jpeg") || lower.hasSuffix(".jpg")) ? "image" : lower.hasPrefix(".") ? "hidden" : "other"
    print(f, kind)
}
let sentence = "  Hello,   world!  How are   you?  "
let normalized = sentence.components(separatedBy: .whitespaces).filter { !$0.isEmpty }.joined(separator: " ")
print("[\(normalized)]", normalized.count)
print(normalized.contains("world"), normalized.lowercased().hasPrefix("hello"), normalized.reversed().first!)
let camel = "user_account_id".components(separatedBy: "_").enumerated().map { $0.offset == 0 ? $0.element : $0.element.capitalized }.joined()
print(camel)
let snake = "parseHTTPResponseCode".replacingOccurrences(of: "([a-z])([A-Z])", with: "$1_$2", options: .regularExpression).lowercased()
print(snake)

// expect:  1| Swift is a powerful and      |
// expect:  2| intuitive programming        |
// expect:  3| language for all Apple       |
// expect:  4| platforms and for Linux      |
// expect:  5| servers too.                 |
// expect: Swift is a powerful…
// expect: short
// expect: ["GBH", "LT", "A"]
// expect: Report.PDF document
// expect: photo.jpeg image
// expect: notes.md other
// expect: README other
// expect: .gitignore hidden
// expect: [Hello, world! How are you?] 26
// expect: true true ?
// expect: userAccountId
// expect: parse_httpresponse_code
