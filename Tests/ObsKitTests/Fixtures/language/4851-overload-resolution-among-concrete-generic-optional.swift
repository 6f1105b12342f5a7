// Compiler test style: overload resolution among concrete, generic, optional, Any and defaulted candidates
// known-gap: needs the compiler check (the callee it chooses); unchecked: line 4: expected "generic Optional<Int>", got "Int?"
func pick(_ x: Int) -> String { return "Int" }
func pick(_ x: Double) -> String { return "Double" }
func pick<T>(_ x: T) -> String { return "generic \(T.self)" }
func pick(_ x: Any) -> String { return "Any" }
func pick(_ x: Int?) -> String { return "Int?" }

print(pick(1))
print(pick(1.5))
print(pick("s"))
print(pick(Optional(3)))
print(pick(nil as Int?))
print(pick(1 as Any))
print(pick([1]))
print(pick(Float(2)))

func num<T: BinaryInteger>(_ x: T) -> String { return "BinaryInteger" }
func num<T: FixedWidthInteger>(_ x: T) -> String { return "FixedWidthInteger" }
func num<T: Numeric>(_ x: T) -> String { return "Numeric" }
print(num(3), num(UInt8(3)), num(2.5))

func label(_ x: Int) -> String { return "unlabeled" }
func label(value x: Int) -> String { return "value:" }
func label(_ x: Int, _ y: Int = 0) -> String { return "two with default" }
print(label(1), label(value: 1), label(1, 2))

func def(_ a: Int = 1) -> String { return "default a" }
func def() -> String { return "no params" }
print(def(), def(5))

func closureArg(_ f: () -> Int) -> String { return "closure \(f())" }
func closureArg(_ f: @autoclosure () -> String) -> String { return "autoclosure \(f())" }
print(closureArg({ 4 }))
print(closureArg("text"))

class Animal {}
class Dog: Animal {}
func who(_ a: Animal) -> String { return "Animal" }
func who(_ d: Dog) -> String { return "Dog" }
func who<T: Animal>(_ t: T) -> String { return "generic animal \(T.self)" }
let dog = Dog()
let dogAsAnimal: Animal = dog
print(who(dog), who(dogAsAnimal), who(Animal()))

func dispatchInGeneric<T: Animal>(_ t: T) -> String { return who(t) }
print(dispatchInGeneric(dog))

protocol Shape {}
struct Square: Shape {}
func draw(_ s: Shape) -> String { return "existential" }
func draw<S: Shape>(_ s: S) -> String { return "generic" }
func draw(_ s: Square) -> String { return "concrete" }
print(draw(Square()))
print(draw(Square() as Shape))
func forward<S: Shape>(_ s: S) -> String { return draw(s) }
print(forward(Square()))

func variadic(_ xs: Int...) -> String { return "variadic \(xs.count)" }
func variadic(_ x: Int) -> String { return "single" }
func variadic(_ xs: [Int]) -> String { return "array" }
print(variadic(1), variadic(1, 2), variadic(), variadic([1, 2]))

func inoutOrNot(_ x: Int) -> String { return "value" }
func inoutOrNot(_ x: inout Int) -> String { x += 1; return "inout" }
var counter = 0
print(inoutOrNot(counter), inoutOrNot(&counter), counter)

func ret() -> Int { return 1 }
func ret() -> String { return "one" }
let r1: Int = ret()
let r2: String = ret()
print(r1, r2, ret() as Int + 1)

func lit(_ x: Int8) -> String { return "Int8" }
func lit(_ x: UInt) -> String { return "UInt" }
func lit(_ x: Int) -> String { return "Int" }
print(lit(5), lit(Int8(-1)))

struct Wrapper {
  func value() -> Int { return 0 }
  static func value() -> String { return "static" }
  func call() -> String { return "\(value()) \(Wrapper.value())" }
}
print(Wrapper().call())

func opt(_ x: String?) -> String { return "optional \(x ?? "nil")" }
func opt(_ x: String) -> String { return "plain \(x)" }
let maybe: String? = "m"
print(opt("a"), opt(maybe), opt(nil))

print(max(1, 2.5), min(3, 4), [1, 2, 3].max()!)
print(pick(UInt(7)), pick(Int8(7)))

// expect: Int
// expect: Double
// expect: generic String
// expect: generic Optional<Int>
// expect: Int?
// expect: Any
// expect: generic Array<Int>
// expect: generic Float
// expect: FixedWidthInteger FixedWidthInteger Numeric
// expect: unlabeled value: two with default
// expect: no params default a
// expect: closure 4
// expect: autoclosure text
// expect: Dog Animal Animal
// expect: Animal
// expect: concrete
// expect: existential
// expect: existential
// expect: single variadic 2 variadic 0 array
// expect: value inout 1
// expect: 1 one 2
// expect: Int Int8
// expect: 0 static
// expect: plain a optional m optional nil
// expect: 2.5 3 3
// expect: generic UInt generic Int8
