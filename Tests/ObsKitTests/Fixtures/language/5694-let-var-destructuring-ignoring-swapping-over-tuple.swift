// Swift compiler execution test style (tuple destructuring): let/var destructuring, ignoring with _, swapping, for-in over tuple arrays and dictionaries, functions returning and taking tuples
let (a, b) = (1, "one")
print(a, b)
let (x, (y, z)) = (1, (2.5, "z"))
print(x, y, z)
var (p, q) = (10, 20)
(p, q) = (q, p)
print(p, q)
let (_, second, _) = ("skip", 2, "skip")
print(second)
let (lo, hi): (Int, Int) = (3, 9)
print(hi - lo)
func divmod(_ n: Int, _ d: Int) -> (quotient: Int, remainder: Int) { (n / d, n % d) }
let (qq, rr) = divmod(17, 5)
let whole = divmod(17, 5)
print(qq, rr, whole.quotient, whole)
for (i, (name, score)) in [("amy", 90), ("ben", 72)].enumerated() { print(i, name, score) }
let dict = ["b": 2, "a": 1, "c": 3]
for (key, value) in dict.sorted(by: { $0.key < $1.key }) { print(key, value) }
for case let (n, s) in [(1, "x"), (2, "y")] where n > 1 { print("filtered", n, s) }
let pairs = zip(["u", "v", "w"], 1...)
for (letter, num) in pairs { print(letter + String(num), terminator: " ") }
print()
func sumPair(_ t: (Int, Int)) -> Int { t.0 + t.1 }
print([(1, 2), (3, 4)].map(sumPair), [(1, 2), (3, 4)].map { $0 * $1 })
let (mn, mx) = [5, 3, 8].reduce((Int.max, Int.min)) { (min($0.0, $1), max($0.1, $1)) }
print(mn, mx)
var counts = (even: 0, odd: 0)
for n in 1...7 { if n % 2 == 0 { counts.even += 1 } else { counts.odd += 1 } }
print(counts)
let triples = [(1, 2, 3), (4, 5, 6)]
let firsts = triples.map { $0.0 }, sums = triples.map { $0 + $1 + $2 }
print(firsts, sums)
let (f, g) = ({ (n: Int) in n + 1 }, { (n: Int) in n * 2 })
print(f(g(5)), g(f(5)))
var state = (step: 0, log: [String]())
while state.step < 3 { state.log.append("s\(state.step)"); state.step += 1 }
print(state)
let unzipped = [("a", 1), ("b", 2)].reduce(into: ([String](), [Int]())) { $0.0.append($1.0); $0.1.append($1.1) }
print(unzipped)

// expect: 1 one
// expect: 1 2.5 z
// expect: 20 10
// expect: 2
// expect: 6
// expect: 3 2 3 (quotient: 3, remainder: 2)
// expect: 0 amy 90
// expect: 1 ben 72
// expect: a 1
// expect: b 2
// expect: c 3
// expect: filtered 2 y
// expect: u1 v2 w3 
// expect: [3, 7] [2, 12]
// expect: 3 8
// expect: (even: 3, odd: 4)
// expect: [1, 4] [6, 15]
// expect: 11 12
// expect: (step: 3, log: ["s0", "s1", "s2"])
// expect: (["a", "b"], [1, 2])
