// Compiler test style: references to generic and overloaded functions, chosen by the contextual type
// known-gap: line 19: expected "4 1.0 () -> Int () -> Double", got "4 1.0 () -> Any () -> Any"
func show(_ x: Int) -> String { "Int \(x)" }
func show(_ x: String) -> String { "String \(x)" }
func show<T>(_ x: T) -> String { "T \(x)" }

let f1: (Int) -> String = show
let f2: (String) -> String = show
let f3: (Double) -> String = show
let f4: ([Int]) -> String = show
print(f1(1), f2("s"), f3(1.5), f4([1]))

func identity<T>(_ x: T) -> T { x }
let idInt: (Int) -> Int = identity
let idStr = identity as (String) -> String
print(idInt(5), idStr("q"))
print([1, 2, 3].map(identity))
print(["a", "b"].map(show))
print([1.5, 2.5].map(show))

func twice<T>(_ f: @escaping (T) -> T) -> (T) -> T { { f(f($0)) } }
let addThree: (Int) -> Int = { $0 + 3 }
print(twice(addThree)(1))
print(twice { (s: String) in s + "!" }("hey"))
print(twice(twice(addThree))(0))

func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
let lenThenShow = compose({ (s: String) in s.count }, show)
print(lenThenShow("four"))
let c2: (Int) -> String = compose(identity, show)
print(c2(8))

protocol Shape { func area() -> Int }
struct Sq: Shape { let s: Int; func area() -> Int { s * s } }
struct Rc: Shape { let w: Int, h: Int; func area() -> Int { w * h } }

func areaOf<S: Shape>(_ s: S) -> Int { s.area() }
let sqArea: (Sq) -> Int = areaOf
print([Sq(s: 2), Sq(s: 3)].map(sqArea))
let unbound = Sq.area
print(unbound(Sq(s: 5))())
let shapes: [any Shape] = [Sq(s: 1), Rc(w: 2, h: 3)]
print(shapes.map { $0.area() })

struct Adder {
  let n: Int
  func callAsFunction<T: Numeric>(_ x: T) -> T { x + x }
  func callAsFunction(_ x: Int) -> Int { x + n }
}
let adder = Adder(n: 100)
print(adder(1), adder(1.5), adder(UInt8(3)))

func apply<T, U>(_ xs: [T], _ f: (T) -> U) -> [U] { xs.map(f) }
print(apply([1, 2], show))
print(apply(["x"], show))
print(apply([1, 2]) { $0 * 2 })
let generic: ([Int], (Int) -> String) -> [String] = apply
print(generic([7], show))

func makeCounter<T: Numeric>(step: T) -> () -> T {
  var total: T = 0
  return { total += step; return total }
}
let ci = makeCounter(step: 2)
let cd = makeCounter(step: 0.5)
_ = ci(); _ = cd()
print(ci(), cd(), type(of: ci), type(of: cd))

func pick<T: Comparable>(_ a: T, _ b: T, by f: (T, T) -> Bool) -> T { f(a, b) ? a : b }
print(pick(3, 7, by: <), pick(3, 7, by: >), pick("a", "b", by: >))
let ops: [(Int, Int) -> Int] = [(+), (-), (*), max, min]
print(ops.map { $0(6, 4) })

// expect: Int 1 String s T 1.5 T [1]
// expect: 5 q
// expect: [1, 2, 3]
// expect: ["String a", "String b"]
// expect: ["T 1.5", "T 2.5"]
// expect: 7
// expect: hey!!
// expect: 12
// expect: Int 4
// expect: Int 8
// expect: [4, 9]
// expect: 25
// expect: [1, 6]
// expect: 101 3.0 6
// expect: ["Int 1", "Int 2"]
// expect: ["String x"]
// expect: [2, 4]
// expect: ["Int 7"]
// expect: 4 1.0 () -> Int () -> Double
// expect: 3 7 b
// expect: [10, 2, 24, 6, 4]
