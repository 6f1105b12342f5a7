// Compiler test style: tuple comparison operators and custom operators overloaded on tuple types
// known-gap: error: 4367-tuple-operators.swift:41:7: error: binary operator '<->' cannot be applied to operands of type '(Int, Int)' and '()'

typealias P = (Int, Int)

func + (a: P, b: P) -> P { return (a.0 + b.0, a.1 + b.1) }
func - (a: P, b: P) -> P { return (a.0 - b.0, a.1 - b.1) }
func * (a: P, k: Int) -> P { return (a.0 * k, a.1 * k) }
prefix func - (a: P) -> P { return (-a.0, -a.1) }
func += (a: inout P, b: P) { a = a + b }

infix operator <->: AdditionPrecedence
func <-> <A, B>(a: (A, B), _: Void) -> (B, A) { return (a.1, a.0) }

infix operator ⊕: AdditionPrecedence
func ⊕ (a: (String, Int), b: (String, Int)) -> (String, Int) {
  return (a.0 + b.0, a.1 + b.1)
}

func manhattan(_ a: P, _ b: P) -> Int {
  let d = a - b
  return abs(d.0) + abs(d.1)
}

let p: P = (1, 2)
let q: P = (10, 20)
print(p + q)
print(q - p)
print(p * 3)
print(-p)
print(p + q * 2)
print(manhattan(p, q))

var pos: P = (0, 0)
let moves: [P] = [(1, 0), (0, 1), (-3, 2), (2, 2)]
for m in moves {
  pos += m
}
print(pos)
print(moves.reduce((0, 0), +))

print((1, 2) <-> ())
print(("a", true) <-> ())
print(("ab", 1) ⊕ ("cd", 2))
print([("x", 1), ("y", 2), ("z", 3)].reduce(("", 0), ⊕))

print((1, 2) == (1, 2))
print((1, 2) != (1, 3))
print((1, 2) < (1, 3))
print((2, 0) < (1, 9))
print((1, "a") < (1, "b"))
print((1, 2, 3) > (1, 2, 2))
print((0, 0) <= (0, 0), (0, 0) >= (0, 1))
print(("b", 1, true) == ("b", 1, true))
print((1.5, 2) < (1.5, 3))

let pairs: [(String, Int)] = [("b", 2), ("a", 3), ("b", 1), ("a", 1)]
let sortedPairs = pairs.sorted { $0 < $1 }
print(sortedPairs.map { "\($0.0)\($0.1)" })
let byNumber = pairs.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
print(byNumber.map { "\($0.0)\($0.1)" })
let desc = pairs.sorted { $0 > $1 }
print(desc.map { "\($0.0)\($0.1)" })

var (x, y) = (3, 4)
(x, y) = (y, x)
print(x, y)
(x, y) = (x + y, x - y)
print(x, y)

let named = (name: "z", score: 10)
let other = (name: "z", score: 12)
print(named < other, named == other)
let maxPair = [(3, "c"), (3, "d"), (1, "z")].max { $0 < $1 }!
print(maxPair.0, maxPair.1)
let minPair = [(3, "c"), (3, "d"), (1, "z")].min { $0 < $1 }!
print(minPair.0, minPair.1)
let zipped = zip([1, 2, 3], [4, 5, 6]).map { ($0, $1) + (100, 200) }
print(zipped.map { "\($0.0):\($0.1)" })

// expect: (11, 22)
// expect: (9, 18)
// expect: (3, 6)
// expect: (-1, -2)
// expect: (21, 42)
// expect: 27
// expect: (0, 5)
// expect: (0, 5)
// expect: (2, 1)
// expect: (true, "a")
// expect: ("abcd", 3)
// expect: ("xyz", 6)
// expect: true
// expect: true
// expect: true
// expect: false
// expect: true
// expect: true
// expect: true false
// expect: true
// expect: true
// expect: ["a1", "a3", "b1", "b2"]
// expect: ["a1", "b1", "b2", "a3"]
// expect: ["b2", "b1", "a3", "a1"]
// expect: 4 3
// expect: 7 1
// expect: true false
// expect: 3 d
// expect: 1 z
// expect: ["101:204", "102:205", "103:206"]
