// Compiler test style: custom ~= operators for predicates, divisibility and string prefixes in switch
struct Predicate<T> {
    let test: (T) -> Bool
}

func ~= <T>(pattern: Predicate<T>, value: T) -> Bool {
    return pattern.test(value)
}

let even = Predicate<Int> { $0 % 2 == 0 }
let negative = Predicate<Int> { $0 < 0 }

struct Divisible {
    let by: Int
}

func ~= (pattern: Divisible, value: Int) -> Bool {
    return value % pattern.by == 0
}

struct Prefix {
    let text: String
}

func ~= (pattern: Prefix, value: String) -> Bool {
    return value.hasPrefix(pattern.text)
}

func classify(_ n: Int) -> String {
    switch n {
    case negative: return "\(n) is negative"
    case 0: return "zero"
    case Divisible(by: 7): return "\(n) is a multiple of 7"
    case even: return "\(n) is even"
    default: return "\(n) is odd"
    }
}

for n in [-4, 0, 14, 21, 8, 9, 49, 2] {
    print(classify(n))
}

func route(_ path: String) -> String {
    switch path {
    case "/": return "home"
    case Prefix(text: "/api/v2/"): return "api v2: \(path.dropFirst(8))"
    case Prefix(text: "/api/"): return "legacy api: \(path.dropFirst(5))"
    case Prefix(text: "/static"): return "static asset"
    default: return "not found"
    }
}

for p in ["/", "/api/v2/users", "/api/items", "/static/app.css", "/admin"] {
    print("\(p) => \(route(p))")
}

// A custom ~= that lets an array of ranges match an Int.
func ~= (pattern: [ClosedRange<Int>], value: Int) -> Bool {
    for r in pattern where r.contains(value) {
        return true
    }
    return false
}

let businessHours = [9...11, 13...17]
for hour in [8, 10, 12, 15, 18] {
    switch hour {
    case businessHours: print("\(hour):00 open")
    default: print("\(hour):00 closed")
    }
}

// Pattern matching with if case using the custom operator
if case Divisible(by: 5) = 125 { print("125 divisible by 5") }
if case even = 11 { print("11 even?") } else { print("11 is not even") }

// Expected output:
// expect: -4 is negative
// expect: zero
// expect: 14 is a multiple of 7
// expect: 21 is a multiple of 7
// expect: 8 is even
// expect: 9 is odd
// expect: 49 is a multiple of 7
// expect: 2 is even
// expect: / => home
// expect: /api/v2/users => api v2: users
// expect: /api/items => legacy api: items
// expect: /static/app.css => static asset
// expect: /admin => not found
// expect: 8:00 closed
// expect: 10:00 open
// expect: 12:00 closed
// expect: 15:00 open
// expect: 18:00 closed
// expect: 125 divisible by 5
// expect: 11 is not even
