// Stack Overflow style (switch patterns): tuple patterns with where clauses, first match wins, and explicit fallthrough
func classify(_ p: (Int, Int)) -> String {
    switch p {
    case (0, 0): return "origin"
    case (let x, 0) where x > 0: return "positive x-axis \(x)"
    case (_, 0): return "negative x-axis"
    case (0, _): return "y-axis"
    case let (x, y) where x == y: return "diagonal \(x)"
    case let (x, y) where x == -y: return "anti-diagonal \(x),\(y)"
    case (-2...2, -2...2): return "near"
    default: return "far"
    }
}
for p in [(0, 0), (3, 0), (-3, 0), (0, 7), (4, 4), (2, -2), (1, 2), (9, 1)] {
    print(p, classify(p))
}

func grade(_ n: Int) -> [String] {
    var out: [String] = []
    switch n {
    case 3:
        out.append("three")
        fallthrough
    case 2:
        out.append("two")
        fallthrough
    case 1:
        out.append("one")
    case 0:
        out.append("zero")
    default:
        out.append("other")
    }
    return out
}
print(grade(3), grade(2), grade(1), grade(0), grade(9))

func check(_ value: Int, _ flag: Bool) -> String {
    switch (value, flag) {
    case (1..<5, true), (10, _): return "matched group"
    case (let v, false) where v.isMultiple(of: 2): return "even unflagged \(v)"
    case (_, let f): return "fallback \(f)"
    }
}
print(check(3, true), check(10, false), check(4, false), check(3, false))

let text = "hello"
switch text {
case "hi", "hello": print("greeting")
case let s where s.hasPrefix("h"): print("h-word")
default: print("other")
}

// expect: (0, 0) origin
// expect: (3, 0) positive x-axis 3
// expect: (-3, 0) negative x-axis
// expect: (0, 7) y-axis
// expect: (4, 4) diagonal 4
// expect: (2, -2) anti-diagonal 2,-2
// expect: (1, 2) near
// expect: (9, 1) far
// expect: ["three", "two", "one"] ["two", "one"] ["one"] ["zero"] ["other"]
// expect: matched group matched group even unflagged 4 fallback false
// expect: greeting
