// Compiler test style: operators captured in closures, partially applied and stored in collections
// known-gap: needs the compiler check (literal types); unchecked: line 8: expected "0.25", got "0"

infix operator |>: AdditionPrecedence

func |> <T, U>(x: T, f: (T) -> U) -> U { return f(x) }

func curry<A, B, C>(_ f: @escaping (A, B) -> C) -> (A) -> (B) -> C {
  return { a in { b in f(a, b) } }
}

func flip<A, B, C>(_ f: @escaping (A, B) -> C) -> (B, A) -> C {
  return { b, a in f(a, b) }
}

func section<T>(_ op: @escaping (T, T) -> T, _ rhs: T) -> (T) -> T {
  return { op($0, rhs) }
}

let add = curry((+) as (Int, Int) -> Int)
let mul = curry((*) as (Int, Int) -> Int)
let add5 = add(5)
let times3 = mul(3)
print(add5(10))
print(times3(7))
print(add(1)(2))
print([1, 2, 3].map(add5))
print([1, 2, 3].map(times3))
print(4 |> add5 |> times3)

let sub = flip((-) as (Int, Int) -> Int)
print(sub(3, 10))
let div = flip((/) as (Double, Double) -> Double)
print(div(4, 1))
let lt = flip((<) as (Int, Int) -> Bool)
print(lt(1, 2), lt(2, 1))
print([3, 1, 2].sorted(by: flip(<)))

let minus2 = section(-, 2)
let half = section(/, 2.0)
let bang = section(+, "!")
print(minus2(10), half(9), bang("hi"))
print([10, 20, 30].map(section(%, 7)))

var ops: [String: (Int, Int) -> Int] = [:]
ops["add"] = (+)
ops["sub"] = (-)
ops["max"] = max
ops["pow"] = { b, e in (0..<e).reduce(1) { acc, _ in acc * b } }
for key in ops.keys.sorted() {
  print(key, ops[key]!(2, 5))
}

let pipeline: [(Int) -> Int] = [add5, times3, section(-, 1), { $0 * $0 }]
print(pipeline.reduce(2) { acc, f in f(acc) })
let composed = pipeline.reduce({ (x: Int) in x }) { f, g in { g(f($0)) } }
print(composed(0), composed(1))

struct Calculator {
  var stack: [Double] = []
  mutating func push(_ x: Double) { stack.append(x) }
  mutating func apply(_ op: (Double, Double) -> Double) {
    let b = stack.removeLast()
    let a = stack.removeLast()
    stack.append(op(a, b))
  }
}

var calc = Calculator()
calc.push(3)
calc.push(4)
calc.apply(+)
calc.push(5)
calc.apply(*)
calc.push(7)
calc.apply(-)
calc.push(4)
calc.apply(/)
print(calc.stack)

let comparators: [(String, (Int, Int) -> Bool)] = [("<", (<)), (">", (>)), ("==", (==))]
for (name, cmp) in comparators {
  print(name, [5, 2, 8, 2].filter { cmp($0, 5) })
}
let bigger = [1, 9, 4].reduce(Int.min, max)
print(bigger)
let boolOps: [(Bool, Bool) -> Bool] = [{ $0 && $1 }, { $0 || $1 }, (==), (!=)]
print(boolOps.map { $0(true, false) })

// expect: 15
// expect: 21
// expect: 3
// expect: [6, 7, 8]
// expect: [3, 6, 9]
// expect: 27
// expect: 7
// expect: 0.25
// expect: false true
// expect: [3, 2, 1]
// expect: 8 4.5 hi!
// expect: [3, 6, 2]
// expect: add 7
// expect: max 5
// expect: pow 32
// expect: sub -3
// expect: 400
// expect: 196 289
// expect: [7.0]
// expect: < [2, 2]
// expect: > [8]
// expect: == [5]
// expect: 9
// expect: [false, true, false, true]
