// Swift Regex style (prefix handling): starts(with:) and trimmingPrefix(_:) with regexes classify and clean chat lines
let chat = [
    ">> quoted reply text",
    "@bob: can you review?",
    "   indented thought",
    "!!! ALERT: server down",
    "normal message",
    "123. numbered item",
]

for line in chat {
    let kind: String
    if line.starts(with: #/>+\s/#) {
        kind = "quote"
    } else if line.starts(with: #/@\w+:/#) {
        kind = "mention"
    } else if line.starts(with: #/!+/#) {
        kind = "alert"
    } else if line.starts(with: #/\d+\.\s/#) {
        kind = "list"
    } else {
        kind = "text"
    }
    let cleaned = line
        .trimmingPrefix(#/\s+/#)
        .trimmingPrefix(#/(>+|!+|@\w+:|\d+\.)\s*/#)
    print("\(kind.padded()) | \(cleaned)")
}

var numbered = "0042-item"
numbered.trimPrefix(#/0+/#)
print(numbered)

extension String {
    func padded() -> String {
        self + String(repeating: " ", count: max(0, 7 - count))
    }
}

// expect: quote   | quoted reply text
// expect: mention | can you review?
// expect: text    | indented thought
// expect: alert   | ALERT: server down
// expect: text    | normal message
// expect: list    | numbered item
// expect: 42-item
