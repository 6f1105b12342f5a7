// Compiler test style: tuple destructuring in let, for-in, closure parameters, zip/enumerated patterns and nested tuples
let (a, (b, c)) = (1, ("two", 3.0))
let (_, second, _) = ("x", "y", "z")
print(a, b, c, second)

var (low, high) = (10, 2)
if low > high { (low, high) = (high, low) }
print(low, high)

let people = [("Ada", 36), ("Linus", 28), ("Grace", 45)]
for (name, age) in people where age > 30 {
  print(name, "is", age)
}
let older = people.map { (name, age) in (name.uppercased(), age + 1) }
print(older)
let names = people.map { $0.0 }
let totalAge = people.reduce(0) { $0 + $1.1 }
print(names, totalAge)

let inventory = ["pears": 3, "apples": 10, "figs": 0]
for (fruit, count) in inventory.sorted(by: { $0.key < $1.key }) {
  print(fruit, count == 0 ? "sold out" : String(count))
}
let restock = inventory.filter { $0.value < 5 }.map { key, _ in key }.sorted()
print(restock)

for (index, (letter, number)) in zip("abc", [10, 20, 30]).enumerated() {
  print(index, letter, number)
}

let matrix = [(0, 0, "origin"), (1, 2, "p"), (3, 1, "q")]
let labels = matrix.filter { x, y, _ in x + y > 2 }.map { _, _, label in label }
print(labels)

func minMax(_ xs: [Int]) -> (min: Int, max: Int)? {
  guard var result = xs.first.map({ (min: $0, max: $0) }) else { return nil }
  for x in xs.dropFirst() {
    result = (Swift.min(result.min, x), Swift.max(result.max, x))
  }
  return result
}
if let (lo, hi) = minMax([4, -2, 9, 0]) { print("range", lo, hi) }
if let bounds = minMax([7]) { print(bounds.min, bounds.max, bounds) }
print(minMax([]) == nil)

let swapped = [(1, "one"), (2, "two")].map { ($1, $0) }
print(swapped)
let (q, r) = (17 / 5, 17 % 5)
print("17 = 5*\(q)+\(r)")
var pairs: [(key: String, score: Int)] = [("b", 2), ("a", 2), ("c", 5)]
pairs.sort { ($0.score, $1.key) > ($1.score, $0.key) }
print(pairs.map { "\($0.key)\($0.score)" })

// expect: 1 two 3.0 y
// expect: 2 10
// expect: Ada is 36
// expect: Grace is 45
// expect: [("ADA", 37), ("LINUS", 29), ("GRACE", 46)]
// expect: ["Ada", "Linus", "Grace"] 109
// expect: apples 10
// expect: figs sold out
// expect: pears 3
// expect: ["figs", "pears"]
// expect: 0 a 10
// expect: 1 b 20
// expect: 2 c 30
// expect: ["p", "q"]
// expect: range -2 9
// expect: 7 7 (min: 7, max: 7)
// expect: true
// expect: [("one", 1), ("two", 2)]
// expect: 17 = 5*3+2
// expect: ["c5", "a2", "b2"]
