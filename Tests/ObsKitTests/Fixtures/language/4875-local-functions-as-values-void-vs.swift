// Compiler test style (test/Interpreter/closures.swift): local functions as values, Void-vs-value overloads, capture mutation
// known-gap: needs the compiler check (the callee it chooses); unchecked: error: 4875-local-functions-as-values-void-vs.swift:36:1: error: no exact matches in call to 'apply(_:)' with arguments of type ((String) -> Any); candidates: apply(_:), apply(_:)
func adder(_ x: Int) -> (Int) -> Int {
  func addToX(_ y: Int) -> Int {
    return x + y
  }
  return addToX
}

func counter() -> (increment: () -> Int, peek: () -> Int) {
  var n = 0
  func inc() -> Int { n += 1; return n }
  return (inc, { n })
}

func apply<T>(_ f: (T) -> Void) { print("Void overload") }
func apply<T, U>(_ f: (T) -> U) { print("Value overload") }

func run(_ f: () -> Void) { print("run Void") }
func run(_ f: () -> Int) { print("run Int -> \(f())") }

print(adder(2)(3))
let add5 = adder(5)
print(add5(8), add5(-5))
var lf = adder
print(lf(1)(1))
lf = { x in { y in x * y } }
print(lf(6)(7))

let c = counter()
print(c.increment(), c.increment(), c.peek())
let c2 = counter()
print(c2.peek(), c.peek())

apply({ (x: Int) in () })
apply({ (x: Int) -> Int in x })
apply({ (s: String) in print(s) } as (String) -> Void)
run { print("body") }
run { 41 + 1 }

var captured = 10
let reader = { captured }
let snapshot = { [captured] in captured }
captured = 20
print(reader(), snapshot())

var handlers: [() -> String] = []
for i in 1...3 {
  handlers.append { "handler \(i)" }
}
var j = 0
while j < 3 {
  j += 1
  handlers.append { "while \(j)" }
}
for h in handlers { print(h()) }

func makeFib() -> () -> Int {
  var (a, b) = (0, 1)
  return {
    defer { (a, b) = (b, a + b) }
    return a
  }
}
let fib = makeFib()
print((0..<10).map { _ in fib() })

func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
  return { g(f($0)) }
}
let lengthThenDouble = compose({ (s: String) in s.count }, { $0 * 2 })
print(lengthThenDouble("swift"))

func recurse(_ n: Int) -> Int {
  func helper(_ k: Int, _ acc: Int) -> Int {
    return k == 0 ? acc : helper(k - 1, acc * k)
  }
  return helper(n, 1)
}
print(recurse(5), recurse(0))

let ops: [(String, (Int, Int) -> Int)] = [("+", +), ("-", -), ("max", max), ("min", min)]
for (name, op) in ops { print(name, op(7, 3)) }

// expect: 5
// expect: 13 0
// expect: 2
// expect: 42
// expect: 1 2 2
// expect: 0 2
// expect: Void overload
// expect: Value overload
// expect: Void overload
// expect: run Void
// expect: run Int -> 42
// expect: 20 10
// expect: handler 1
// expect: handler 2
// expect: handler 3
// expect: while 3
// expect: while 3
// expect: while 3
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: 10
// expect: 120 1
// expect: + 10
// expect: - 4
// expect: max 7
// expect: min 3
