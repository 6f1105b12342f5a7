// Compiler test style: switching over tuples with wildcards, ranges, bindings, where clauses and labeled tuples
func classify(_ p: (Int, Int)) -> String {
    switch p {
    case (0, 0):
        return "origin"
    case (_, 0):
        return "on x-axis"
    case (0, let y):
        return "on y-axis at \(y)"
    case let (x, y) where x == y:
        return "diagonal \(x)"
    case let (x, y) where x == -y:
        return "anti-diagonal \(x),\(y)"
    case (-2...2, -2...2):
        return "near"
    default:
        return "far"
    }
}
for p in [(0, 0), (5, 0), (0, -3), (4, 4), (3, -3), (1, 2), (9, 1)] {
    print(p, classify(p))
}

func fizz(_ n: Int) -> String {
    switch (n % 3, n % 5) {
    case (0, 0): return "FizzBuzz"
    case (0, _): return "Fizz"
    case (_, 0): return "Buzz"
    default: return String(n)
    }
}
print((1...15).map(fizz).joined(separator: " "))

let pairs: [(name: String, age: Int?)] = [("ann", 30), ("bob", nil), ("cy", 15)]
for person in pairs {
    switch person {
    case (let name, .some(let age)) where age >= 18:
        print("\(name) adult \(age)")
    case (let name, .some(let age)):
        print("\(name) minor \(age)")
    case (let name, .none):
        print("\(name) unknown")
    }
}

enum Light { case red, green }
let combos: [(Light, Bool)] = [(.red, true), (.green, false), (.red, false), (.green, true)]
for combo in combos {
    switch combo {
    case (.red, true), (.green, false):
        print("mismatch", combo)
    case (.red, _):
        print("stop")
    case (.green, let pedestrians):
        print("go, pedestrians:", pedestrians)
    }
}

let nested = ((1, "a"), (true, 2.5))
switch nested {
case ((1, let s), (true, let d)):
    print("matched nested", s, d)
default:
    print("no")
}
if case (let a, 2...5) = (7, 3) { print("if-case tuple", a) }
let points = [(1, 2), (3, 3), (0, 5)]
for case let (x, y) in points where x < y { print("below diagonal", x, y) }
let (q, r) = (17 / 5, 17 % 5)
print(q, r)

// expect: (0, 0) origin
// expect: (5, 0) on x-axis
// expect: (0, -3) on y-axis at -3
// expect: (4, 4) diagonal 4
// expect: (3, -3) anti-diagonal 3,-3
// expect: (1, 2) near
// expect: (9, 1) far
// expect: 1 2 Fizz 4 Buzz Fizz 7 8 Fizz Buzz 11 Fizz 13 14 FizzBuzz
// expect: ann adult 30
// expect: bob unknown
// expect: cy minor 15
// expect: mismatch (main.Light.red, true)
// expect: mismatch (main.Light.green, false)
// expect: stop
// expect: go, pedestrians: true
// expect: matched nested a 2.5
// expect: if-case tuple 7
// expect: below diagonal 1 2
// expect: below diagonal 0 5
// expect: 3 2
