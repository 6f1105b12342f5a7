// Compiler test style (test/Interpreter/lazy_sequences.swift): laziness of lazy sequence operations and evaluation order
var log: [String] = []
let base = [1, 2, 3, 4, 5, 6]
let lazyMapped = base.lazy.map { (x: Int) -> Int in log.append("map \(x)"); return x * x }
print(log.count)
print(lazyMapped[2], log)
log.removeAll()
let firstBig = lazyMapped.first { $0 > 10 }
print(firstBig as Any, log)
log.removeAll()

let chain = base.lazy
  .filter { log.append("f\($0)"); return $0 % 2 == 0 }
  .map { (x: Int) -> String in log.append("m\(x)"); return "<\(x)>" }
print(log.isEmpty)
for s in chain.prefix(2) { print(s) }
print(log.joined(separator: " "))
log.removeAll()
print(Array(chain), log.count)

func naturals() -> UnfoldSequence<Int, Int> { sequence(state: 0) { s in s += 1; return s } }
let squaresOfOdds = naturals().lazy.filter { $0 % 2 == 1 }.map { $0 * $0 }.prefix(5)
print(Array(squaresOfOdds))
print(Array(naturals().prefix { $0 < 6 }))
let compact = ["1", "a", "2", "b", "3"].lazy.compactMap { Int($0) }
print(Array(compact), compact.reduce(0, +))
let flat = [[1, 2], [3], []].lazy.flatMap { $0.map { $0 * 100 } }
print(Array(flat))

var evalOrder: [Int] = []
func note(_ x: Int) -> Int { evalOrder.append(x); return x }
let sum = note(1) + note(2) * note(3)
print(sum, evalOrder)
evalOrder.removeAll()
let arr = [note(10), note(20), note(30)]
print(arr, evalOrder)
evalOrder.removeAll()
func three(_ a: Int, _ b: Int, _ c: Int) -> Int { a - b - c }
print(three(note(7), note(8), note(9)), evalOrder)
evalOrder.removeAll()
let shortCircuit = note(0) > 0 && note(99) > 0
let orCircuit = note(1) > 0 || note(98) > 0
print(shortCircuit, orCircuit, evalOrder)
evalOrder.removeAll()
let t = (note(4), note(5))
_ = t.0 > 0 ? note(6) : note(-6)
print(evalOrder)
let joined = base.lazy.map(String.init).joined(separator: ",")
print(joined)
let zipped = zip(base.lazy.map { $0 * 2 }, "abc")
print(zipped.map { "\($0)\($1)" })
print(base.lazy.reversed().map { $0 + 1 }.filter { $0 > 3 }.count)

// expect: 0
// expect: 9 ["map 3"]
// expect: Optional(16) ["map 1", "map 2", "map 3", "map 4"]
// expect: true
// expect: <2>
// expect: <4>
// expect: f1 f2 f3 f4 f5 f6 f1 f2 f2 m2 f3 f4 m4 f5
// expect: ["<2>", "<4>", "<6>"] 9
// expect: [1, 9, 25, 49, 81]
// expect: [1, 2, 3, 4, 5]
// expect: [1, 2, 3] 6
// expect: [100, 200, 300]
// expect: 7 [1, 2, 3]
// expect: [10, 20, 30] [10, 20, 30]
// expect: -10 [7, 8, 9]
// expect: false true [0, 1]
// expect: [4, 5, 6]
// expect: 1,2,3,4,5,6
// expect: ["2a", "4b", "6c"]
// expect: 4
