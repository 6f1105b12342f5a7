// Apple docs style (String.trimmingPrefix(_:)): stripping known prefixes from strings
let url = "https://example.com/docs"
print(url.trimmingPrefix("https://"))
print(url.trimmingPrefix("ftp://"))

// trimmingPrefix(while:) drops leading characters matching a predicate
let padded = "   indented text"
print("[\(padded.trimmingPrefix(while: { $0 == " " }))]")

let code = "000123045"
print(code.trimmingPrefix(while: { $0 == "0" }))

// Mutating trimPrefix
var command = "/say hello there"
if command.hasPrefix("/") {
    command.trimPrefix("/")
}
print(command)

// Combining hasPrefix / hasSuffix with dropFirst / dropLast
let fileNames = ["report.txt", "photo.png", "notes.txt", "draft_report.txt"]
let textFiles = fileNames.filter { $0.hasSuffix(".txt") }
print(textFiles)
let reports = fileNames.filter { $0.hasPrefix("report") }
print(reports)
for name in textFiles {
    print(name.dropLast(4))
}

// Removing a list of possible prefixes
func stripPrefixes(_ s: String, _ prefixes: [String]) -> String {
    var result = Substring(s)
    var changed = true
    while changed {
        changed = false
        for p in prefixes where result.hasPrefix(p) {
            result = result.dropFirst(p.count)
            changed = true
        }
    }
    return String(result)
}
print(stripPrefixes("re-un-do", ["re-", "un-"]))
print(stripPrefixes("Mr. Dr. Smith", ["Mr. ", "Dr. "]))

// Trimming whitespace at both ends without Foundation
extension String {
    var trimmedSpaces: String {
        let head = self.trimmingPrefix(while: { $0.isWhitespace })
        let tail = head.reversed().drop(while: { $0.isWhitespace })
        return String(tail.reversed())
    }
}
print("[\("  \t hi there \n ".trimmedSpaces)]")
print("[\("".trimmedSpaces)]")

// expect: example.com/docs
// expect: https://example.com/docs
// expect: [indented text]
// expect: 123045
// expect: say hello there
// expect: ["report.txt", "notes.txt", "draft_report.txt"]
// expect: ["report.txt"]
// expect: report
// expect: notes
// expect: draft_report
// expect: do
// expect: Smith
// expect: [hi there]
// expect: []
