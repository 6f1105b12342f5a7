// Compiler test style: conformances inherited by subclasses, and subclasses adding conformances
// known-gap: line 5: expected '["Base(y)", "Base(y)", "Base(y)"]', got '["Base(y)", "Middle(y) > Base(y)", "Middle(y) > Base(y)"]'
protocol Describable { func describe() -> String }
protocol Resettable { func reset() -> String }
protocol Factory { init(tag: String); var tag: String { get } }

class Base: Describable, Factory {
  let tag: String
  required init(tag: String) { self.tag = tag }
  func describe() -> String { "Base(\(tag))" }
}
class Middle: Base, Resettable {
  override func describe() -> String { "Middle(\(tag)) > " + super.describe() }
  func reset() -> String { "Middle.reset" }
}
final class Leaf: Middle {
  override func reset() -> String { "Leaf.reset then " + super.reset() }
}

let objects: [Base] = [Base(tag: "b"), Middle(tag: "m"), Leaf(tag: "l")]
for o in objects {
  let r = (o as? Resettable)?.reset() ?? "not resettable"
  print(type(of: o), o.describe(), "|", r)
}

func make<T: Factory>(_ t: T.Type, _ tag: String) -> T { T(tag: tag) }
let leaf = make(Leaf.self, "x")
print(leaf.describe())
let metas: [Base.Type] = [Base.self, Middle.self, Leaf.self]
print(metas.map { make($0, "y").describe() })

func describeGeneric<T: Describable>(_ t: T) -> String { "\(T.self): " + t.describe() }
print(describeGeneric(Leaf(tag: "g")))
print(describeGeneric(Leaf(tag: "g") as Base))
let boxedLeaf: any Describable = Leaf(tag: "g")
print(describeGeneric(boxedLeaf))

print(objects.map { $0 is Resettable }, objects.map { $0 is Factory })
print(Leaf.self is Resettable.Type, Base.self is Resettable.Type, Leaf.self is Describable.Type)

class Vehicle {
  func wheels() -> Int { 4 }
}
protocol Honks { func honk() -> String }
extension Honks where Self: Vehicle {
  func honk() -> String { "honk x\(wheels())" }
}
class Bike: Vehicle, Honks { override func wheels() -> Int { 2 } }
class Truck: Vehicle, Honks {
  override func wheels() -> Int { 18 }
  func honk() -> String { "HOOONK" }
}
class Trike: Bike { override func wheels() -> Int { 3 } }
let honkers: [any Honks] = [Bike(), Truck(), Trike()]
print(honkers.map { $0.honk() })
func honkTwice<H: Honks>(_ h: H) -> String { h.honk() + " " + h.honk() }
print(honkTwice(Trike()), "|", honkTwice(Truck()))

protocol Cloneable: AnyObject { func clone() -> Self }
class Doc: Cloneable {
  var pages: Int
  required init(pages: Int) { self.pages = pages }
  func clone() -> Self { Self(pages: pages) }
}
class Book: Doc {
  var title = "untitled"
}
let b = Book(pages: 100)
b.title = "Swift"
let bc = b.clone()
print(type(of: bc), bc.pages, bc.title, bc === b)
let docs: [any Cloneable] = [Doc(pages: 1), Book(pages: 2)]
print(docs.map { "\(type(of: $0.clone()))" })

class Counter {
  static var instances = 0
  init() { Counter.instances += 1 }
}
protocol Registered { static func register() -> String }
extension Counter: Registered {
  static func register() -> String { "registered \(self)" }
}
class SubCounter: Counter {}
let regs: [any Registered.Type] = [Counter.self, SubCounter.self]
print(regs.map { $0.register() })
_ = SubCounter(); _ = Counter()
print(Counter.instances)

// expect: Base Base(b) | not resettable
// expect: Middle Middle(m) > Base(m) | Middle.reset
// expect: Leaf Middle(l) > Base(l) | Leaf.reset then Middle.reset
// expect: Middle(x) > Base(x)
// expect: ["Base(y)", "Base(y)", "Base(y)"]
// expect: Leaf: Middle(g) > Base(g)
// expect: Base: Middle(g) > Base(g)
// expect: Leaf: Middle(g) > Base(g)
// expect: [false, true, true] [true, true, true]
// expect: true false true
// expect: ["honk x2", "HOOONK", "honk x3"]
// expect: honk x3 honk x3 | HOOONK HOOONK
// expect: Book 100 untitled false
// expect: ["Doc", "Book"]
// expect: ["registered Counter", "registered SubCounter"]
// expect: 2
