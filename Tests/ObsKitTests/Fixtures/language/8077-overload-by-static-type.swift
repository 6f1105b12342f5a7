// Compiler test style: overload resolution chosen by static type in generic vs concrete contexts
func which(_ x: Any) -> String { "Any" }
func which<T>(_ x: T) -> String { "generic T" }
func which<T: Numeric>(_ x: T) -> String { "Numeric T" }
func which(_ x: Int) -> String { "Int" }
func which(_ x: Int?) -> String { "Int?" }
func which<T>(_ x: [T]) -> String { "[T]" }
func which(_ x: [Int]) -> String { "[Int]" }

print(which(1), which(1.5), which("s"), which(Optional(3)), which([1]), which(["a"]))

func forward<T>(_ x: T) -> String { which(x) }
print(forward(1), forward(1.5), forward([1]))

func forwardNumeric<T: Numeric>(_ x: T) -> String { which(x) }
print(forwardNumeric(1), forwardNumeric(2.0))

let boxed: Any = 5
print(which(boxed), which(boxed as! Int))

// Class hierarchy: overloads pick by static type, overrides by dynamic type
class Animal { func speak() -> String { "animal" } }
class Dog: Animal { override func speak() -> String { "dog" } }
func meet(_ a: Animal) -> String { "meet Animal(\(a.speak()))" }
func meet(_ d: Dog) -> String { "meet Dog(\(d.speak()))" }
let d = Dog()
let a: Animal = d
print(meet(d), "|", meet(a))

// Generic protocol method: concrete overload in extension is not a witness
protocol Container {
    associatedtype Element
    var items: [Element] { get }
}
extension Container {
    func summary() -> String { "generic summary of \(items.count)" }
}
extension Container where Element == Int {
    func summary() -> String { "int summary sum=\(items.reduce(0, +))" }
}
struct Bag<E>: Container { var items: [E] }
func summarize<C: Container>(_ c: C) -> String { c.summary() }
let ib = Bag(items: [1, 2, 3])
print(ib.summary(), "|", summarize(ib))

// Equatable vs identity: == picked by static type
struct Loose: Equatable {
    var v: Int
    static func == (l: Loose, r: Loose) -> Bool { l.v % 10 == r.v % 10 }
}
func genericEq<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
print(Loose(v: 3) == Loose(v: 13), genericEq(Loose(v: 3), Loose(v: 13)), [Loose(v: 1)] == [Loose(v: 21)])

// Literal type defaults and overloads
func lit(_ x: Double) -> String { "Double \(x)" }
func lit(_ x: Int) -> String { "Int \(x)" }
func lit(_ x: String) -> String { "String \(x)" }
print(lit(3), lit(3.0), lit("3"), lit(1 + 2), lit(1 + 2.5))

// Return-type overloading
func make() -> Int { 42 }
func make() -> String { "forty-two" }
let mi: Int = make()
let ms: String = make()
print(mi, ms, make() as Int + 1)

// Optional promotion vs exact match
func opt(_ x: Int?) -> String { "opt \(x.map(String.init) ?? "nil")" }
func opt(_ x: Int) -> String { "plain \(x)" }
let maybe: Int? = 4
print(opt(4), opt(maybe), opt(nil))

// expect: Int Numeric T generic T Int? [Int] [T]
// expect: generic T generic T generic T
// expect: Numeric T Numeric T
// expect: Any Int
// expect: meet Dog(dog) | meet Animal(dog)
// expect: int summary sum=6 | generic summary of 3
// expect: true true true
// expect: Int 3 Double 3.0 String 3 Int 3 Double 3.5
// expect: 42 forty-two 43
// expect: plain 4 opt 4 opt nil
