// Compiler test style (pattern matching): custom ~= overloads used by switch and case
struct Even {}
func ~= (_: Even, value: Int) -> Bool { value % 2 == 0 }

struct Prefix { let p: String }
func ~= (pattern: Prefix, value: String) -> Bool { value.hasPrefix(pattern.p) }

func ~= <T>(pattern: (T) -> Bool, value: T) -> Bool { pattern(value) }

func describe(_ n: Int) -> String {
    switch n {
    case 0: return "zero"
    case Even(): return "even"
    case { $0 > 100 }: return "big odd"
    default: return "odd"
    }
}
print([0, 1, 2, 101, 102, 7].map(describe))

func route(_ path: String) -> String {
    switch path {
    case Prefix(p: "/api/"): return "api"
    case Prefix(p: "/static/"): return "static"
    case "/": return "root"
    default: return "404"
    }
}
print(["/", "/api/users", "/static/x.css", "/other"].map(route))

// Ranges, optionals and regex-like matching via ~=
let code = 404
if 400..<500 ~= code { print("client error") }
if case 200...299 = code { print("success") } else { print("not success") }

func sizeOf(_ maybe: Int?) -> String {
    switch maybe {
    case .some(let x) where x > 3: return "some big \(x)"
    case .some: return "some small"
    case nil: return "none"
    }
}
print(sizeOf(5), sizeOf(1), sizeOf(nil))

// Matching against a set of allowed values
struct OneOf<T: Equatable> {
    let options: [T]
    init(_ options: T...) { self.options = options }
}
func ~= <T>(pattern: OneOf<T>, value: T) -> Bool { pattern.options.contains(value) }
for ch: Character in ["a", "x", "e", "z"] {
    switch ch {
    case OneOf("a", "e", "i", "o", "u"): print(ch, "vowel")
    default: print(ch, "consonant")
    }
}

// for-case with a pattern filter and with enums
enum Event { case click(x: Int, y: Int), key(Character), scroll(Int) }
let events: [Event] = [.click(x: 1, y: 2), .key("q"), .scroll(-3), .click(x: 5, y: 0), .key("w")]
for case let .click(x, y) in events { print("click at \(x),\(y)") }
for case .key(let k) in events where k != "q" { print("key \(k)") }
let scrolls = events.filter { if case .scroll = $0 { return true } else { return false } }
print("scroll count \(scrolls.count)")

// expect: ["zero", "odd", "even", "big odd", "even", "odd"]
// expect: ["root", "api", "static", "404"]
// expect: client error
// expect: not success
// expect: some big 5 some small none
// expect: a vowel
// expect: x consonant
// expect: e vowel
// expect: z consonant
// expect: click at 1,2
// expect: click at 5,0
// expect: key w
// expect: scroll count 1
