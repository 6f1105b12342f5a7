// Compiler test style (pattern matching with ~=): custom ~= overloads for ranges of custom types, predicates, regex-like prefixes, used in switch and if case
struct Prefix { let text: String }
func ~= (pattern: Prefix, value: String) -> Bool { value.hasPrefix(pattern.text) }

struct Predicate<T> { let test: (T) -> Bool }
func ~= <T>(pattern: Predicate<T>, value: T) -> Bool { pattern.test(value) }

let isEven = Predicate<Int> { $0 % 2 == 0 }
let isNegative = Predicate<Int> { $0 < 0 }

func classify(_ n: Int) -> String {
    switch n {
    case isNegative: return "negative"
    case 0: return "zero"
    case isEven: return "even"
    case 1...9: return "small odd"
    default: return "big odd"
    }
}
print([-4, 0, 6, 7, 15].map(classify))

func route(_ path: String) -> String {
    switch path {
    case Prefix(text: "/api/"): return "api"
    case Prefix(text: "/static/"): return "file"
    case "/": return "home"
    default: return "404"
    }
}
print(["/api/users", "/static/a.png", "/", "/nope"].map(route))

struct Version: Comparable {
    let major: Int, minor: Int
    static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
}
let v = Version(major: 2, minor: 5)
switch v {
case Version(major: 1, minor: 0)..<Version(major: 2, minor: 0): print("v1")
case Version(major: 2, minor: 0)...Version(major: 2, minor: 9): print("v2.x")
default: print("newer")
}

func ~= (pattern: Int, value: Double) -> Bool { Double(pattern) == value }
let d = 3.0
switch d {
case 2: print("two")
case 3: print("three as double")
default: print("other")
}

let values: [Any] = [5, "hello", 2.5, -1]
for case let i as Int in values where i > 0 { print("positive int", i) }
if case isEven = 10 { print("10 is even") }
if case Prefix(text: "he") = "hello" { print("hello has prefix") }
let pairs = [(1, "a"), (2, "b"), (3, "c")]
for case (isEven, let s) in pairs { print("even key", s) }
print(pairs.filter { if case (2...3, _) = $0 { return true } else { return false } }.map(\.1))

// expect: ["negative", "zero", "even", "small odd", "big odd"]
// expect: ["api", "file", "home", "404"]
// expect: v2.x
// expect: three as double
// expect: positive int 5
// expect: 10 is even
// expect: hello has prefix
// expect: even key b
// expect: ["b", "c"]
