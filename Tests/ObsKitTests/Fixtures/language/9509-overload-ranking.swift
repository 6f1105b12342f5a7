// Overload resolution: concrete vs generic, protocol-constrained vs unconstrained, optional promotion, literals and defaults (expected output from swiftc 6.3.1 on Linux)
func describe<T>(_ x: T) -> String { "generic \(T.self)" }
func describe<T: Numeric>(_ x: T) -> String { "numeric \(T.self)" }
func describe(_ x: Int) -> String { "Int" }
func describe(_ x: Int?) -> String { "Int?" }
func describe(_ x: String) -> String { "String" }

print(describe(1), describe(1.5), describe("s"), describe(true))
let maybe: Int? = 3
print(describe(maybe), describe(UInt8(1)), describe([1]))

func wrap<T>(_ x: T) -> String { describe(x) }
print(wrap(1), wrap("s"), wrap(2.0))

func pick(_ x: Double) -> String { "Double" }
func pick(_ x: Float) -> String { "Float" }
print(pick(1.0), pick(Float(1)), pick(2 as Double))

func variadicOrArray(_ xs: Int...) -> String { "variadic \(xs.count)" }
func variadicOrArray(_ xs: [Int]) -> String { "array \(xs.count)" }
print(variadicOrArray(1, 2), variadicOrArray([1, 2]), variadicOrArray())

func defaulted(_ a: Int) -> String { "one arg" }
func defaulted(_ a: Int, _ b: Int = 0) -> String { "two args" }
print(defaulted(1), defaulted(1, 2))

protocol Shape { var name: String { get } }
struct Circle: Shape { let name = "circle" }
func handle(_ s: Shape) -> String { "existential " + s.name }
func handle<S: Shape>(_ s: S) -> String { "generic " + s.name }
func handle(_ c: Circle) -> String { "concrete " + c.name }
let anyShape: any Shape = Circle()
print(handle(Circle()), handle(anyShape))

class Animal {}
class Dog: Animal {}
func speak(_ a: Animal) -> String { "animal" }
func speak(_ d: Dog) -> String { "dog" }
let d: Animal = Dog()
print(speak(Dog()), speak(d), speak(d as! Dog))

func closureArg(_ f: () -> Int) -> String { "non-throwing" }
func closureArg(_ f: () throws -> Int) -> String { "throwing" }
print(closureArg { 1 })

func literal(_ x: Int) -> String { "Int literal" }
func literal(_ x: Double) -> String { "Double literal" }
func literal(_ x: String) -> String { "String literal" }
func literal(_ x: Character) -> String { "Character literal" }
print(literal(3), literal(3.0), literal("a"), literal("ab"))

struct Box {
    func get() -> Int { 1 }
    func get() -> String { "one" }
}
let i: Int = Box().get()
let s: String = Box().get()
print(i, s)
func sum(_ a: Int, _ b: Int) -> Int { a + b }
func sum(_ a: Double, _ b: Double) -> Double { a + b }
print(sum(1, 2), sum(1, 2.5), type(of: sum(1, 2)))

// expect: Int numeric Double String generic Bool
// expect: Int? numeric UInt8 generic Array<Int>
// expect: generic Int generic String generic Double
// expect: Double Float Double
// expect: variadic 2 array 2 variadic 0
// expect: one arg two args
// expect: concrete circle existential circle
// expect: dog animal dog
// expect: non-throwing
// expect: Int literal Double literal String literal String literal
// expect: 1 one
// expect: 3 3.5 Int
