// App code style: ?? chains for settings with fallbacks
struct Settings {
    var userTheme: String?
    var workspaceTheme: String?
    var fontSize: Int?
    var nickname: String?
}

let defaultTheme = "light"

func resolveTheme(_ s: Settings) -> String {
    s.userTheme ?? s.workspaceTheme ?? defaultTheme
}

let profiles = [
    Settings(userTheme: "dark", workspaceTheme: "solarized", fontSize: 14, nickname: "ace"),
    Settings(userTheme: nil, workspaceTheme: "solarized", fontSize: nil, nickname: nil),
    Settings(userTheme: nil, workspaceTheme: nil, fontSize: 18, nickname: ""),
]

for (i, p) in profiles.enumerated() {
    let theme = resolveTheme(p)
    let size = p.fontSize ?? 12
    let nick = p.nickname ?? "anonymous"
    print("profile \(i): theme=\(theme) size=\(size) nick='\(nick)'")
}

// ?? with optional right-hand side keeps optional
let a: Int? = nil
let b: Int? = nil
let c: Int? = 3
let first: Int? = a ?? b ?? c
print(first as Any)
let none: Int? = a ?? b
print(none as Any)

// ?? with function call on the right is lazy
var calls = 0
func expensiveDefault() -> Int {
    calls += 1
    return 100
}
let v1 = c ?? expensiveDefault()
let v2 = a ?? expensiveDefault()
print(v1, v2, "calls: \(calls)")

// Dictionary lookups with defaults
let env = ["HOME": "/home/me", "SHELL": "/bin/zsh"]
let editor = env["VISUAL"] ?? env["EDITOR"] ?? "vi"
let shell = env["SHELL"] ?? "/bin/sh"
print(editor, shell)

var counts: [String: Int] = [:]
for word in "the cat and the hat and the bat".split(separator: " ") {
    counts[String(word)] = (counts[String(word)] ?? 0) + 1
}
for key in counts.keys.sorted() {
    print("\(key): \(counts[key] ?? 0)")
}

// Nested optionals
let nested: Int?? = .some(nil)
let flat = nested ?? 5
print(flat as Any)
let flat2 = (nested ?? 5) ?? 6
print(flat2)

// Optional strings and empty checks
func displayName(first: String?, last: String?) -> String {
    let f = first ?? ""
    let l = last ?? ""
    let joined = [f, l].filter { !$0.isEmpty }.joined(separator: " ")
    return joined.isEmpty ? "(unknown)" : joined
}
print(displayName(first: "Ada", last: "Lovelace"))
print(displayName(first: nil, last: "Hopper"))
print(displayName(first: nil, last: nil))

// ?? inside expressions needs care with precedence
let score: Int? = nil
let bonus = 5
let total = (score ?? 0) + bonus
print("total \(total)")
let items: [Int]? = [3, 1, 2]
print((items ?? []).sorted(), items?.count ?? 0)
// expect: profile 0: theme=dark size=14 nick='ace'
// expect: profile 1: theme=solarized size=12 nick='anonymous'
// expect: profile 2: theme=light size=18 nick=''
// expect: Optional(3)
// expect: nil
// expect: 3 100 calls: 1
// expect: vi /bin/zsh
// expect: and: 2
// expect: bat: 1
// expect: cat: 1
// expect: hat: 1
// expect: the: 3
// expect: nil
// expect: 6
// expect: Ada Lovelace
// expect: Hopper
// expect: (unknown)
// expect: total 5
// expect: [1, 2, 3] 3
