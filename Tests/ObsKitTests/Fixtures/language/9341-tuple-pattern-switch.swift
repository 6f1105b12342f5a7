// switch over tuples: wildcards, ranges, bindings, where clauses, fallthrough
// expected output: swiftc 6.3.1 (Linux), run on this machine
func quadrant(_ p: (Int, Int)) -> String {
    switch p {
    case (0, 0): return "origin"
    case (_, 0): return "x-axis"
    case (0, _): return "y-axis"
    case let (x, y) where x == y: return "diagonal \(x)"
    case let (x, y) where x == -y: return "anti-diagonal \(x),\(y)"
    case (1..., 1...): return "Q1"
    case (..<0, 1...): return "Q2"
    case (..<0, ..<0): return "Q3"
    default: return "Q4"
    }
}
for p in [(0, 0), (3, 0), (0, -2), (4, 4), (-3, 3), (2, 5), (-1, 7), (-2, -9), (5, -1)] {
    print(p, quadrant(p))
}

func classify(_ t: (name: String, age: Int, member: Bool)) -> String {
    switch t {
    case (_, ..<13, _): return "\(t.name): child"
    case (let n, 13...19, true): return "\(n): teen member"
    case (let n, 13...19, false): return "\(n): teen"
    case (let n, let a, true) where a >= 65: return "\(n): senior member"
    case ("root", _, _): return "root user"
    case let (n, a, m): return "\(n): adult \(a) \(m ? "member" : "guest")"
    }
}
print(classify(("Ann", 8, true)))
print(classify(("Bo", 15, true)))
print(classify(("Cy", 17, false)))
print(classify(("Di", 70, true)))
print(classify(("root", 40, false)))
print(classify((name: "Ed", age: 40, member: false)))

func fizz(_ n: Int) -> String {
    switch (n % 3, n % 5) {
    case (0, 0): return "FizzBuzz"
    case (0, _): return "Fizz"
    case (_, 0): return "Buzz"
    default: return String(n)
    }
}
print((1...15).map(fizz).joined(separator: " "))

func grade(_ score: Int) -> [String] {
    var notes: [String] = []
    switch score {
    case 90...:
        notes.append("excellent")
        fallthrough
    case 75..<90:
        notes.append("passed well")
        fallthrough
    case 50..<75:
        notes.append("passed")
    default:
        notes.append("failed")
    }
    return notes
}
for s in [95, 80, 60, 10] { print(s, grade(s)) }

let pairs = [(1, "one"), (2, "two"), (3, "three")]
for case let (n, word) in pairs where n % 2 == 1 { print("odd:", n, word) }
let (q, r) = 17.quotientAndRemainder(dividingBy: 5)
let ((a, b), c) = ((1, 2), 3)
print(q, r, a + b + c)
switch (true, "x", 1.5) {
case (true, let s, let d) where d > 1: print("matched", s, d)
default: print("no")
}

// expect: (0, 0) origin
// expect: (3, 0) x-axis
// expect: (0, -2) y-axis
// expect: (4, 4) diagonal 4
// expect: (-3, 3) anti-diagonal -3,3
// expect: (2, 5) Q1
// expect: (-1, 7) Q2
// expect: (-2, -9) Q3
// expect: (5, -1) Q4
// expect: Ann: child
// expect: Bo: teen member
// expect: Cy: teen
// expect: Di: senior member
// expect: root user
// expect: Ed: adult 40 guest
// expect: 1 2 Fizz 4 Buzz Fizz 7 8 Fizz Buzz 11 Fizz 13 14 FizzBuzz
// expect: 95 ["excellent", "passed well", "passed"]
// expect: 80 ["passed well", "passed"]
// expect: 60 ["passed"]
// expect: 10 ["failed"]
// expect: odd: 1 one
// expect: odd: 3 three
// expect: 3 2 6
// expect: matched x 1.5
