// Compiler test style: functions that return functions and closures that capture their arguments
func makeAdder(_ n: Int) -> (Int) -> Int {
  return { $0 + n }
}

func makeCounter(start: Int, step: Int) -> () -> Int {
  var current = start - step
  return {
    current += step
    return current
  }
}

func choose(_ op: String) -> ((Int, Int) -> Int)? {
  switch op {
  case "+": return (+)
  case "-": return (-)
  case "*": return { $0 * $1 }
  case "max": return max
  default: return nil
  }
}

func twice<T>(_ f: @escaping (T) -> T) -> (T) -> T {
  { f(f($0)) }
}

func nTimes<T>(_ n: Int, _ f: @escaping (T) -> T) -> (T) -> T {
  if n == 0 { return { $0 } }
  let rest = nTimes(n - 1, f)
  return { rest(f($0)) }
}

let add5 = makeAdder(5)
print(add5(10), makeAdder(-3)(3))
let c1 = makeCounter(start: 10, step: 5)
let c2 = makeCounter(start: 0, step: 1)
print(c1(), c1(), c2(), c1(), c2())
for op in ["+", "-", "*", "max", "/"] {
  if let f = choose(op) { print(op, f(7, 3)) } else { print(op, "unsupported") }
}
print(twice(add5)(0), twice(twice(add5))(0))
print(twice { (s: String) in s + "!" }("hi"))
print(nTimes(10, { $0 * 2 })(1))
print(nTimes(3, { (s: [Int]) in s + [s.count] })([]))
let adders = (1...4).map(makeAdder)
print(adders.map { $0(100) })
let composed = adders.reduce({ (x: Int) in x }) { acc, f in { f(acc($0)) } }
print(composed(0))

// expect: 15 0
// expect: 10 15 0 20 1
// expect: + 10
// expect: - 4
// expect: * 21
// expect: max 7
// expect: / unsupported
// expect: 10 20
// expect: hi!!
// expect: 1024
// expect: [0, 1, 2]
// expect: [101, 102, 103, 104]
// expect: 10
