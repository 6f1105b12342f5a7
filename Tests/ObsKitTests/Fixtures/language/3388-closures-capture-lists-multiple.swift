// Compiler test style: closures with capture lists of multiple items, nested closure captures, recursion via local functions
var a = 1, b = 2
let f = { [a, b] in a * 10 + b }
let g = { [a] in a * 10 + b }
a = 7; b = 8
print(f(), g())

func outer() -> () -> () -> Int {
  var level1 = 1
  return {
    level1 += 1
    var level2 = level1 * 10
    return { level2 += 1; return level2 + level1 }
  }
}
let mk = outer()
let inner1 = mk()
print(inner1(), inner1())
let inner2 = mk()
print(inner2(), inner1())

func fib(_ n: Int) -> Int {
  var memo: [Int: Int] = [:]
  func go(_ k: Int) -> Int {
    if k < 2 { return k }
    if let m = memo[k] { return m }
    let r = go(k - 1) + go(k - 2)
    memo[k] = r
    return r
  }
  return go(n)
}
print(fib(10), fib(40))

func isEven(_ n: Int) -> Bool {
  func even(_ k: Int) -> Bool { k == 0 ? true : odd(k - 1) }
  func odd(_ k: Int) -> Bool { k == 0 ? false : even(k - 1) }
  return even(n)
}
print(isEven(10), isEven(7))

class Tracker { var hits = 0; deinit { print("tracker freed with \(hits) hits") } }
do {
  let t = Tracker()
  let hit = { [t] in t.hits += 1 }
  hit(); hit(); hit()
}
print("done")
// expect: 12 18
// expect: 23 24
// expect: 34 26
// expect: 55 102334155
// expect: true false
// expect: tracker freed with 3 hits
// expect: done
