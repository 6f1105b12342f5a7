// Compiler test style (test/Interpreter/currying_generics.swift): curried generic functions, partial application and method references
func curry<T, U, V>(_ f: @escaping (T, U) -> V) -> (T) -> (U) -> V {
  return { x in { y in f(x, y) } }
}

func uncurry<T, U, V>(_ f: @escaping (T) -> (U) -> V) -> (T, U) -> V {
  return { x, y in f(x)(y) }
}

func flip<T, U, V>(_ f: @escaping (T) -> (U) -> V) -> (U) -> (T) -> V {
  return { u in { t in f(t)(u) } }
}

let insult = curry(+)("I'm with stupid ☞ ")
print(insult("😡"))
let plus1 = curry(+)(1)
print(plus1(5))
let plus5 = curry((+) as (Int, Int) -> Int)(5)
print(plus5(5))
print(insult("😰"))

func clamp<T: Comparable>(_ lo: T, _ hi: T) -> (T) -> T {
  return { n in max(lo, min(n, hi)) }
}
let clampDouble = clamp(10.0, 30.0)
print(clampDouble(3.0), clampDouble(12.5), clampDouble(99))
let clampString = clamp("b", "d")
print(clampString("a"), clampString("c"), clampString("z"))

func pair<T, U>(_ a: T) -> (U) -> (T, U) {
  return { b in (a, b) }
}

infix operator <+>: AdditionPrecedence
func <+> <T, U, V>(lhs: T?, rhs: @escaping (T) -> (U) -> V) -> (U) -> V? {
  if let x = lhs {
    return { y in rhs(x)(y) }
  }
  return { _ in nil }
}

let a: Int? = 23
let b: Int? = 42
let c: Int? = nil
let f1: (Int) -> (Int, Int)? = b <+> pair
print(f1(a!) as Any)
let f2: (String) -> (Int, String)? = c <+> pair
print(f2("x") as Any)

let minus = curry(-) as (Int) -> (Int) -> Int
let subtractFrom10 = minus(10)
let subtract10 = flip(minus)(10)
print(subtractFrom10(3), subtract10(3))
print(uncurry(minus)(7, 2))

struct Greeter {
  var greeting: String
  func greet(_ name: String) -> String { return "\(greeting), \(name)!" }
  mutating func shout() { greeting = greeting.uppercased() }
}
let greetFn = Greeter.greet
let hello = greetFn(Greeter(greeting: "Hello"))
print(hello("world"))
var g = Greeter(greeting: "Hi")
let bound = g.greet
g.shout()
print(bound("Ann"), g.greet("Ann"))

class Counter {
  var total = 0
  func add(_ n: Int) -> Int { total += n; return total }
}
class DoubleCounter: Counter {
  override func add(_ n: Int) -> Int { return super.add(n * 2) }
}
let adder = Counter.add
let dc = DoubleCounter()
print(adder(dc)(5), adder(dc)(1))
let adders: [(Int) -> Int] = [Counter().add, dc.add]
print(adders.map { $0(10) })

func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
  return { g(f($0)) }
}
let lengthThenDouble = compose({ (s: String) in s.count }, { $0 * 2 })
print(lengthThenDouble("abcd"))
let pipeline = [1, 2, 3].map(compose(curry(*)(3), String.init(describing:)))
print(pipeline)

let initRef = Greeter.init(greeting:)
print(initRef("Yo").greet("Bo"))
let stringFromInt: (Int) -> String = String.init
print([7, 8].map(stringFromInt))

func applyN<T>(_ n: Int) -> (@escaping (T) -> T) -> (T) -> T {
  return { f in { x in (0..<n).reduce(x) { acc, _ in f(acc) } } }
}
print(applyN(3)({ $0 * 2 })(1))
print(applyN(2)({ (s: String) in s + "!" })("hey"))

// expect: I'm with stupid ☞ 😡
// expect: 6
// expect: 10
// expect: I'm with stupid ☞ 😰
// expect: 10.0 12.5 30.0
// expect: b c d
// expect: Optional((42, 23))
// expect: nil
// expect: 7 -7
// expect: 5
// expect: Hello, world!
// expect: Hi, Ann! HI, Ann!
// expect: 10 12
// expect: [10, 32]
// expect: 8
// expect: ["3", "6", "9"]
// expect: Yo, Bo!
// expect: ["7", "8"]
// expect: 8
// expect: hey!!
