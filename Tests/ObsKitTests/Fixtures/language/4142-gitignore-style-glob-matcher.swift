// App code style: gitignore-style glob matcher for file filtering with negation rules
struct GlobPattern {
    let raw: String
    let negated: Bool
    let dirOnly: Bool
    let anchored: Bool
    private let parts: [Character]

    init(_ line: String) {
        var s = Substring(line)
        negated = s.hasPrefix("!")
        if negated { s = s.dropFirst() }
        dirOnly = s.hasSuffix("/")
        if dirOnly { s = s.dropLast() }
        anchored = s.contains("/")
        if s.hasPrefix("/") { s = s.dropFirst() }
        raw = line
        parts = Array(s)
    }

    func matches(path: String, isDir: Bool) -> Bool {
        if dirOnly && !isDir { return false }
        if anchored { return GlobPattern.match(parts[...], Array(path)[...]) }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return GlobPattern.match(parts[...], Array(name)[...])
    }

    static func match(_ p: ArraySlice<Character>, _ s: ArraySlice<Character>) -> Bool {
        guard let first = p.first else { return s.isEmpty }
        if first == "*" {
            if p.dropFirst().first == "*" {
                let rest = p.dropFirst(2).drop(while: { $0 == "/" })
                var i = s.startIndex
                while true {
                    if match(rest, s[i...]) { return true }
                    if i == s.endIndex { return false }
                    i += 1
                }
            }
            var i = s.startIndex
            while true {
                if match(p.dropFirst(), s[i...]) { return true }
                if i == s.endIndex || s[i] == "/" { return false }
                i += 1
            }
        }
        guard let c = s.first else { return false }
        if first == "?" { return c != "/" && match(p.dropFirst(), s.dropFirst()) }
        return first == c && match(p.dropFirst(), s.dropFirst())
    }
}

struct IgnoreRules {
    let patterns: [GlobPattern]
    init(_ text: String) {
        patterns = text.split(separator: "\n")
            .map { String($0) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            .map(GlobPattern.init)
    }
    func isIgnored(_ path: String, isDir: Bool = false) -> (Bool, String?) {
        var result: (Bool, String?) = (false, nil)
        for p in patterns where p.matches(path: path, isDir: isDir) {
            result = (!p.negated, p.raw)
        }
        return result
    }
}

let rules = IgnoreRules("""
# build output
build/
*.log
!important.log
/config/*.local
docs/**/draft?.md
.DS_Store
""")
print("patterns:", rules.patterns.count, rules.patterns.map { "\($0.negated ? "!" : "")\($0.anchored ? "A" : "")\($0.dirOnly ? "D" : "")" })
let paths: [(String, Bool)] = [
    ("build", true), ("build", false), ("src/build", true), ("app.log", false), ("logs/server.log", false),
    ("logs/important.log", false), ("config/db.local", false), ("src/config/db.local", false),
    ("docs/draft1.md", false), ("docs/a/b/draft2.md", false), ("docs/a/draft10.md", false),
    ("src/.DS_Store", false), ("README.md", false),
]
for (p, dir) in paths {
    let (ignored, by) = rules.isIgnored(p, isDir: dir)
    print("\(p)\(dir ? "/" : ""): \(ignored ? "ignored" : "kept")\(by.map { " (\($0))" } ?? "")")
}
print(GlobPattern.match(Array("a*c")[...], Array("abbbc")[...]), GlobPattern.match(Array("a?c")[...], Array("ac")[...]))
// expect: patterns: 6 ["D", "", "!", "A", "A", ""]
// expect: build/: ignored (build/)
// expect: build: kept
// expect: src/build/: ignored (build/)
// expect: app.log: ignored (*.log)
// expect: logs/server.log: ignored (*.log)
// expect: logs/important.log: kept (!important.log)
// expect: config/db.local: ignored (/config/*.local)
// expect: src/config/db.local: kept
// expect: docs/draft1.md: ignored (docs/**/draft?.md)
// expect: docs/a/b/draft2.md: ignored (docs/**/draft?.md)
// expect: docs/a/draft10.md: kept
// expect: src/.DS_Store: ignored (.DS_Store)
// expect: README.md: kept
// expect: true false
