// Compiler test style: overload resolution picks the most specific candidate (concrete vs generic vs constrained)
func classify<T>(_ x: T) -> String { "generic" }
func classify<T: Equatable>(_ x: T) -> String { "equatable" }
func classify<T: Comparable>(_ x: T) -> String { "comparable" }
func classify(_ x: Int) -> String { "int" }
func classify<T>(_ x: [T]) -> String { "array of \(classify(x.first!))" }
func classify<T>(_ x: T?) -> String { "optional" }

struct Opaque {}
struct Token: Equatable { let id: Int }

print(classify(1))
print(classify("s"))
print(classify(Token(id: 1)))
print(classify(Opaque()))
print(classify([1, 2]))
print(classify(Optional(3)))

func forward<T>(_ x: T) -> String { classify(x) }
func forwardEq<T: Equatable>(_ x: T) -> String { classify(x) }
func forwardCmp<T: Comparable>(_ x: T) -> String { classify(x) }
print(forward(1), forwardEq(1), forwardCmp(1))

func describe(_ x: Any) -> String { "any" }
func describe<T: CustomStringConvertible>(_ x: T) -> String { "printable \(x)" }
print(describe(5), describe(Opaque()))

func pick(_ a: Int, _ b: Int) -> String { "int,int" }
func pick(_ a: Double, _ b: Double) -> String { "double,double" }
func pick<T: Numeric>(_ a: T, _ b: T) -> String { "numeric" }
print(pick(1, 2), pick(1.0, 2), pick(Int8(1), 2))

protocol Animal { func speak() -> String }
struct Dog: Animal { func speak() -> String { "woof" } }
func talk(_ a: Animal) -> String { "existential " + a.speak() }
func talk<A: Animal>(_ a: A) -> String { "generic " + a.speak() }
let d: Animal = Dog()
print(talk(Dog()), "|", talk(d))
// expect: int
// expect: comparable
// expect: equatable
// expect: generic
// expect: equatable
// expect: equatable
// expect: generic equatable comparable
// expect: printable 5 any
// expect: int,int double,double numeric
// expect: existential woof | existential woof
