// Compiler test style (test/Interpreter/opened_existentials.swift): implicitly opening existentials when passed to generic functions
// known-gap: line 4: expected "2 Array<Animal>", got "2 Array<Dog>"
protocol Animal {
  var name: String { get }
  func sound() -> String
}
struct Dog: Animal { let name: String; func sound() -> String { return "woof" } }
struct Cow: Animal { let name: String; func sound() -> String { return "moo" } }
final class Robot: Animal {
  let name = "R2"
  func sound() -> String { return "beep" }
}

func describe<T: Animal>(_ a: T) -> String {
  return "\(T.self) named \(a.name) says \(a.sound())"
}
func describeSome(_ a: some Animal) -> String {
  return "some: \(type(of: a)) \(a.name)"
}
func duplicate<T: Animal>(_ a: T) -> [T] { return [a, a] }
func typeName<T>(_ x: T) -> String { return "\(T.self)" }

let zoo: [any Animal] = [Dog(name: "Rex"), Cow(name: "Bess"), Robot()]
for a in zoo {
  print(describe(a))
  print(describeSome(a))
  print(typeName(a), "|", type(of: a))
  let twins = duplicate(a)
  print(twins.count, type(of: twins))
}

func optionalOpen<T: Animal>(_ a: T?) -> String { return "optional \(T.self)" }
let maybe: (any Animal)? = Cow(name: "Daisy")
if let m = maybe { print(describe(m)) }
print(optionalOpen(Dog(name: "x")))

protocol Shape {
  associatedtype Unit
  func measure() -> Unit
  static var unitName: String { get }
}
struct Square: Shape {
  var side: Int
  func measure() -> Int { return side * side }
  static var unitName: String { return "sq units" }
}
struct Line: Shape {
  var length: Double
  func measure() -> Double { return length }
  static var unitName: String { return "meters" }
}
func report<S: Shape>(_ s: S) -> String {
  return "\(s.measure()) \(S.unitName) (Unit=\(S.Unit.self))"
}
let shapes: [any Shape] = [Square(side: 3), Line(length: 2.5)]
for s in shapes { print(report(s)) }

func measureAny(_ s: any Shape) -> Any { return s.measure() }
print(shapes.map { "\(measureAny($0))" })
print(shapes.map { type(of: measureAny($0)) })

func metaName<T: Shape>(_ t: T.Type) -> String { return "\(t) uses \(T.unitName)" }
let metas: [any Shape.Type] = [Square.self, Line.self]
for m in metas { print(metaName(m)) }

func equalPair<T: Equatable>(_ a: T, _ b: Any) -> Bool {
  guard let b = b as? T else { return false }
  return a == b
}
let values: [any Equatable] = [1, "one", 2.0]
let others: [Any] = [1, "uno", 2.0]
for (v, o) in zip(values, others) { print(equalPair(v, o)) }

func sorter<C: Collection>(_ c: C) -> [C.Element] where C.Element: Comparable { return c.sorted() }
let collections: [any Collection<Int>] = [[3, 1, 2], Set([9]), 4...6]
for c in collections { print(sorter(c)) }

func first<C: Collection>(_ c: C) -> C.Element? { return c.first }
let anyCollection: any Collection = ["q", "r"]
print(first(anyCollection) as Any)

protocol Resettable { mutating func reset() }
struct Knob: Resettable { var level = 5; mutating func reset() { level = 0 } }
func resetGeneric<T: Resettable>(_ x: inout T) { x.reset() }
var r: any Resettable = Knob()
resetGeneric(&r)
print((r as! Knob).level)

// expect: Dog named Rex says woof
// expect: some: Dog Rex
// expect: Animal | Dog
// expect: 2 Array<Animal>
// expect: Cow named Bess says moo
// expect: some: Cow Bess
// expect: Animal | Cow
// expect: 2 Array<Animal>
// expect: Robot named R2 says beep
// expect: some: Robot R2
// expect: Animal | Robot
// expect: 2 Array<Animal>
// expect: Cow named Daisy says moo
// expect: optional Dog
// expect: 9 sq units (Unit=Int)
// expect: 2.5 meters (Unit=Double)
// expect: ["9", "2.5"]
// expect: [Swift.Int, Swift.Double]
// expect: Square uses sq units
// expect: Line uses meters
// expect: true
// expect: false
// expect: true
// expect: [1, 2, 3]
// expect: [9]
// expect: [4, 5, 6]
// expect: Optional("q")
// expect: 0
