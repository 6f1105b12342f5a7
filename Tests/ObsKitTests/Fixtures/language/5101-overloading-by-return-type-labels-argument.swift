// Compiler test style (test/Interpreter/overload.swift): overloading by return type, labels, and argument types
func make() -> Int { 1 }
func make() -> String { "one" }
func make() -> [Double] { [1.0] }
let mi: Int = make()
let ms: String = make()
let md: [Double] = make()
print(mi, ms, md)
print(make() as Int + 1, (make() as String).count)

func area(width: Int, height: Int) -> Int { width * height }
func area(side: Int) -> Int { side * side }
func area(radius r: Double) -> Double { 3.0 * r * r }
func area(_ w: Int, _ h: Int) -> String { "\(w)x\(h)" }
print(area(width: 2, height: 3), area(side: 4), area(radius: 2), area(2, 3) as String)

func show(_ x: Int) -> String { "Int \(x)" }
func show(_ x: Double) -> String { "Double \(x)" }
func show(_ x: String) -> String { "String \(x)" }
func show<T>(_ x: T) -> String { "Generic \(x)" }
func show(_ x: Int?) -> String { "OptInt \(x ?? 0)" }
func show<T: Numeric>(_ xs: [T]) -> String { "NumericArray \(xs.count)" }
print(show(1))
print(show(1.5))
print(show("s"))
print(show(true))
print(show(Optional(3)))
print(show([1, 2]))
print(show(["a"]))
let f32: Float = 2
print(show(f32))

struct Conv {
  func get() -> Int { 10 }
  func get() -> Bool { true }
  subscript(i: Int) -> String { "idx \(i)" }
  subscript(key k: String) -> String { "key \(k)" }
  subscript(i: Int, j: Int) -> Int { i * j }
}
let c = Conv()
let gi: Int = c.get()
let gb: Bool = c.get()
print(gi, gb, c[3], c[key: "k"], c[2, 5])

func pick(_ a: Int, default d: Int = 9) -> Int { a + d }
func pick(_ a: Int, _ b: Int) -> Int { a - b }
print(pick(1), pick(1, default: 1), pick(1, 5))

class Animal {}
class Dog: Animal {}
func who(_ a: Animal) -> String { "animal" }
func who(_ d: Dog) -> String { "dog" }
let d = Dog()
let a: Animal = d
print(who(d), who(a))
func variadic(_ xs: Int...) -> String { "variadic \(xs.count)" }
func variadic(_ x: Int) -> String { "single" }
print(variadic(1), variadic(1, 2), variadic())

// expect: 1 one [1.0]
// expect: 2 3
// expect: 6 16 12.0 2x3
// expect: Int 1
// expect: Double 1.5
// expect: String s
// expect: Generic true
// expect: OptInt 3
// expect: NumericArray 2
// expect: Generic ["a"]
// expect: Generic 2.0
// expect: 10 true idx 3 key k 10
// expect: 10 2 -4
// expect: dog animal
// expect: single variadic 2 variadic 0
