// Pattern matching: tuples, ranges, custom ~= overloads, type-casting patterns, optionals and where clauses (expected output from swiftc 6.3.1 on Linux)
struct Even {}
func ~= (_: Even, value: Int) -> Bool { value % 2 == 0 }

struct Prefix { let text: String }
func ~= (p: Prefix, value: String) -> Bool { value.hasPrefix(p.text) }

func classify(_ n: Int) -> String {
    switch n {
    case Int.min..<0: return "negative"
    case 0: return "zero"
    case Even() where n > 100: return "big even"
    case Even(): return "even"
    case 1...9: return "small odd"
    default: return "odd"
    }
}
print([-5, 0, 4, 102, 7, 13].map(classify))

func route(_ path: String) -> String {
    switch path {
    case Prefix(text: "/api/"): return "api"
    case Prefix(text: "/static/"), "/favicon.ico": return "asset"
    case "": return "empty"
    default: return "page"
    }
}
print(["/api/users", "/favicon.ico", "/static/a.css", "/about", ""].map(route))

func quadrant(_ p: (Int, Int)) -> String {
    switch p {
    case (0, 0): return "origin"
    case (_, 0): return "x-axis"
    case (0, _): return "y-axis"
    case let (x, y) where x == y: return "diagonal \(x)"
    case (1..., 1...): return "Q1"
    case (..<0, 1...): return "Q2"
    default: return "lower half"
    }
}
print([(0, 0), (3, 0), (0, -2), (5, 5), (2, 9), (-1, 4), (3, -3)].map(quadrant))

let things: [Any] = [42, "hi", 2.5, [1, 2], (1, "a"), Optional<Int>.none as Any, Int8(3)]
for t in things {
    switch t {
    case let i as Int where i > 40: print("big int", i)
    case is Int8: print("an Int8")
    case let s as String: print("string of", s.count)
    case let d as Double: print("double", d)
    case let arr as [Int]: print("ints summing", arr.reduce(0, +))
    case let (n, s) as (Int, String): print("pair", n, s)
    default: print("something else")
    }
}

let codes: [Int?] = [200, nil, 404, 500]
for case let code? in codes where code >= 400 { print("error code", code) }
switch (codes[0], codes[1]) {
case (let a?, nil): print("first only", a)
case (nil, _?): print("second only")
default: print("other")
}
let answer: Int? = 7
if case .some(5...10) = answer { print("in range via optional pattern") }

// expect: ["negative", "zero", "even", "big even", "small odd", "odd"]
// expect: ["api", "asset", "asset", "page", "empty"]
// expect: ["origin", "x-axis", "y-axis", "diagonal 5", "Q1", "Q2", "lower half"]
// expect: big int 42
// expect: string of 2
// expect: double 2.5
// expect: ints summing 3
// expect: pair 1 a
// expect: something else
// expect: an Int8
// expect: error code 404
// expect: error code 500
// expect: first only 200
// expect: in range via optional pattern
