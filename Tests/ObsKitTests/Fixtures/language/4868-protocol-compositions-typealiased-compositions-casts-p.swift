// Compiler test style: protocol compositions, typealiased compositions and casts to P & Q
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
protocol Greets { func greet() -> String }
typealias Person = Named & Aged

struct Student: Named, Aged, Greets {
  let name: String
  let age: Int
  func greet() -> String { return "hi, I'm \(name)" }
}
struct Pet: Named { let name: String }
class Robot: Named, Aged {
  let name = "Robo"
  var age: Int { return 3 }
}
class SmartRobot: Robot, Greets {
  func greet() -> String { return "beep, \(name)" }
}

func celebrate(_ p: Person) -> String { return "\(p.name) is \(p.age)" }
func celebrateGeneric<T: Named & Aged>(_ p: T) -> String { return "\(T.self): \(p.name)/\(p.age)" }

let s = Student(name: "Ann", age: 20)
print(celebrate(s), celebrate(Robot()), celebrate(SmartRobot()))
print(celebrateGeneric(s), celebrateGeneric(SmartRobot()))

let things: [Any] = [s, Pet(name: "Rex"), Robot(), SmartRobot(), 42]
for t in things {
  var traits: [String] = []
  if t is Named { traits.append("Named") }
  if t is Aged { traits.append("Aged") }
  if t is Person { traits.append("Person") }
  if t is Named & Greets { traits.append("Named&Greets") }
  if t is AnyObject & Named { traits.append("class Named") }
  print(type(of: t), traits)
}

let people: [any Named & Aged] = [s, Robot(), SmartRobot()]
print(people.map { "\($0.name):\($0.age)" })
print(people.compactMap { ($0 as? Greets)?.greet() })
print(people.filter { $0 is Robot }.count)

let named: [any Named] = [s, Pet(name: "Tom"), SmartRobot()]
for n in named {
  if let p = n as? Person { print("person", p.name, p.age) }
  else { print("just named", n.name) }
}

protocol Shape { func area() -> Double }
protocol Colored { var color: String { get } }
class Base {
  func id() -> String { return "Base" }
}
class Tile: Base, Shape, Colored {
  let color = "red"
  func area() -> Double { return 4 }
  override func id() -> String { return "Tile" }
}
class PlainBase: Base {}

func paint(_ x: Base & Shape & Colored) -> String { return "\(x.id()) \(x.color) \(x.area())" }
print(paint(Tile()))
let bases: [Base] = [Tile(), PlainBase()]
for b in bases {
  if let full = b as? Base & Shape & Colored { print("full:", paint(full)) }
  else if let colored = b as? Colored { print("colored:", colored.color) }
  else { print("plain:", b.id()) }
}

print(String(describing: (Named & Aged).self))
print(String(describing: (any Named & Greets).self))
print((Named & Aged).self == (Aged & Named).self)
print(type(of: people), type(of: named))

typealias Describable = CustomStringConvertible & Equatable
struct Money: Describable {
  let cents: Int
  var description: String { return "$\(cents / 100).\(cents % 100)" }
}
func same<T: Describable>(_ a: T, _ b: T) -> String {
  return a == b ? "same \(a)" : "\(a) != \(b)"
}
print(same(Money(cents: 150), Money(cents: 150)), same(Money(cents: 1), Money(cents: 2)), same(3, 3))

protocol Resettable: AnyObject { func reset() }
final class Dial: Named, Resettable {
  let name = "dial"
  var level = 9
  func reset() { level = 0 }
}
let dial = Dial()
let composed: any Named & Resettable = dial
composed.reset()
print(dial.level, composed.name, composed === dial)

// expect: Ann is 20 Robo is 3 Robo is 3
// expect: Student: Ann/20 SmartRobot: Robo/3
// expect: Student ["Named", "Aged", "Person", "Named&Greets"]
// expect: Pet ["Named"]
// expect: Robot ["Named", "Aged", "Person", "class Named"]
// expect: SmartRobot ["Named", "Aged", "Person", "Named&Greets", "class Named"]
// expect: Int []
// expect: ["Ann:20", "Robo:3", "Robo:3"]
// expect: ["hi, I\'m Ann", "beep, Robo"]
// expect: 2
// expect: person Ann 20
// expect: just named Tom
// expect: person Robo 3
// expect: Tile red 4.0
// expect: full: Tile red 4.0
// expect: plain: Base
// expect: Aged & Named
// expect: Greets & Named
// expect: true
// expect: Array<Aged & Named> Array<Named>
// expect: same $1.50 $0.1 != $0.2 same 3
// expect: 0 dial true
