// Compiler test style: method references — unbound, bound, key paths to overridden properties, dispatch stays dynamic
class Shape {
  var name: String { return "shape" }
  var sides: Int { return 0 }
  func scaled(by k: Int) -> String { return "\(name) x\(k)" }
  func draw() -> String { return "draw \(name)" }
  class func unit() -> String { return "unit shape" }
}
class Triangle: Shape {
  override var name: String { return "triangle" }
  override var sides: Int { return 3 }
  override func scaled(by k: Int) -> String { return "tri " + super.scaled(by: k * 2) }
}
class Square: Shape {
  override var name: String { return "square" }
  override var sides: Int { return 4 }
  override func draw() -> String { return "[" + super.draw() + "]" }
  override class func unit() -> String { return "unit square" }
}

let shapes: [Shape] = [Shape(), Triangle(), Square()]

let unbound: (Shape) -> (Int) -> String = Shape.scaled(by:)
print(shapes.map { unbound($0)(3) })
let drawRef = Shape.draw
print(shapes.map { drawRef($0)() })

let bound = shapes[1].scaled(by:)
print(bound(5))
let boundDraws = shapes.map { $0.draw }
print(boundDraws.map { $0() })

let nameKP = \Shape.name
let sidesKP: KeyPath<Shape, Int> = \.sides
print(shapes.map { $0[keyPath: nameKP] })
print(shapes.map(\.sides))
print(shapes.map { $0[keyPath: sidesKP] }.reduce(0, +))
let triKP = \Triangle.name
print(Triangle()[keyPath: triKP])

let metas: [Shape.Type] = [Shape.self, Triangle.self, Square.self]
let unitRefs = metas.map { $0.unit }
print(unitRefs.map { $0() })

protocol Speaker { func speak(_ loud: Bool) -> String }
struct Cat: Speaker { func speak(_ loud: Bool) -> String { return loud ? "MEOW" : "meow" } }
struct Cow: Speaker { func speak(_ loud: Bool) -> String { return loud ? "MOO" : "moo" } }
func speakers<S: Speaker>(_ xs: [S]) -> [(Bool) -> String] { return xs.map { $0.speak } }
print(speakers([Cat(), Cat()]).map { $0(true) })
let existentials: [any Speaker] = [Cat(), Cow()]
let refs = existentials.map { $0.speak }
print(refs.map { $0(false) }, refs.map { $0(true) })
let catSpeak = Cat.speak
print(catSpeak(Cat())(true))

struct Counter {
  var n = 0
  mutating func add(_ k: Int) { n += k }
  func get() -> Int { return n }
}
var counter = Counter()
let getter = Counter.get
counter.add(4)
print(getter(counter)(), counter.get())
let frozen = counter.get
counter.add(10)
print(frozen(), counter.get())

let sq = Square()
let sqDraw = sq.draw
print(sqDraw(), (sq as Shape).draw(), Shape.draw(sq)())

// expect: ["shape x3", "tri triangle x6", "square x3"]
// expect: ["draw shape", "draw triangle", "[draw square]"]
// expect: tri triangle x10
// expect: ["draw shape", "draw triangle", "[draw square]"]
// expect: ["shape", "triangle", "square"]
// expect: [0, 3, 4]
// expect: 7
// expect: triangle
// expect: ["unit shape", "unit shape", "unit square"]
// expect: ["MEOW", "MEOW"]
// expect: ["meow", "moo"] ["MEOW", "MOO"]
// expect: MEOW
// expect: 4 4
// expect: 4 14
// expect: [draw square] [draw square] [draw square]
