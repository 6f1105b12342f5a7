// Compiler test style: custom pattern matching — ~= overloads for predicate closures, string prefixes and ranges of lengths drive switch cases
struct Predicate<T> {
    let test: (T) -> Bool
    init(_ test: @escaping (T) -> Bool) { self.test = test }
}

func ~= <T>(pattern: Predicate<T>, value: T) -> Bool {
    return pattern.test(value)
}

struct Prefix {
    let text: String
}

func ~= (pattern: Prefix, value: String) -> Bool {
    return value.hasPrefix(pattern.text)
}

func ~= (pattern: ClosedRange<Int>, value: String) -> Bool {
    return pattern.contains(value.count)
}

let isEven = Predicate<Int> { $0 % 2 == 0 }
let isNegative = Predicate<Int> { $0 < 0 }

func classify(_ n: Int) -> String {
    switch n {
    case isNegative: return "\(n) negative"
    case 0: return "zero"
    case isEven: return "\(n) even"
    default: return "\(n) odd"
    }
}

for n in [-4, 0, 7, 10, 13] {
    print(classify(n))
}

func route(_ path: String) -> String {
    switch path {
    case Prefix(text: "/api/"): return "api: \(path.dropFirst(5))"
    case Prefix(text: "/static/"): return "static file"
    case 0...1: return "root-ish"
    case 2...6: return "short path"
    default: return "unknown"
    }
}

for p in ["/api/users", "/static/app.js", "/", "", "/home", "/settings/profile"] {
    print("'\(p)' -> \(route(p))")
}

// Predicate capturing a local threshold
var threshold = 50
let aboveThreshold = Predicate<Int> { $0 > threshold }
func check(_ v: Int) -> String {
    switch v {
    case aboveThreshold: return "high"
    default: return "low"
    }
}
print(check(60), check(40))
threshold = 30
print(check(60), check(40))

// if case with a custom pattern
if case Prefix(text: "Sw") = "Swift" { print("Swift starts with Sw") }
if case isEven = 8 { print("8 matched isEven") }

// expect: -4 negative
// expect: zero
// expect: 7 odd
// expect: 10 even
// expect: 13 odd
// expect: '/api/users' -> api: users
// expect: '/static/app.js' -> static file
// expect: '/' -> root-ish
// expect: '' -> root-ish
// expect: '/home' -> short path
// expect: '/settings/profile' -> unknown
// expect: high low
// expect: high high
// expect: Swift starts with Sw
// expect: 8 matched isEven
