// Compiler test style: closures picking overloads by arity and by contextual function type
// known-gap: needs the compiler check (literal types); unchecked: line 11: expected "9.0 5.0 14.0 3.5", got "9.0 5.0 14.0 3.0"
func run(_ f: () -> String) -> String { "nullary: " + f() }
func run(_ f: (Int) -> String) -> String { "unary: " + f(7) }
func run(_ f: (Int, Int) -> String) -> String { "binary: " + f(3, 4) }

print(run { "hi" })
print(run { x in "got \(x)" })
print(run { "\($0 + $1)" })
print(run { a, b in "\(a * b)" })
print(run { _ in "ignored" })

func transform<T, U>(_ x: T, _ f: (T) -> U) -> U { f(x) }
print(transform(3) { $0 * 2 })
print(transform("abc") { $0.count })
print(transform(2.5) { Int($0) })
let r: String = transform(10) { "v\($0)" }
print(r)
let d: Double = transform(3) { Double($0) / 2 }
print(d)

func perform(_ op: (Double, Double) -> Double) -> Double { op(7, 2) }
print(perform(+), perform(-), perform(*), perform(/))
print(perform { max($0, $1) }, perform(min))
let ops: [(Double, Double) -> Double] = [(+), { $0 - $1 }, { a, _ in a }]
print(ops.map { $0(1, 2) })

func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
let lenThenDouble = compose({ (s: String) in s.count }, { Double($0) * 1.5 })
print(lenThenDouble("four"))
// expect: nullary: hi
// expect: unary: got 7
// expect: binary: 7
// expect: binary: 12
// expect: unary: ignored
// expect: 6
// expect: 3
// expect: 2
// expect: v10
// expect: 1.5
// expect: 9.0 5.0 14.0 3.5
// expect: 7.0 2.0
// expect: [3.0, -1.0, 1.0]
// expect: 6.0
