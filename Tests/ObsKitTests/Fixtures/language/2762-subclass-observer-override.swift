// Compiler test style: subclass adds observers to an inherited stored property via override
class Shape {
  var sides: Int = 0 {
    willSet { print("Shape.willSet \(newValue)") }
    didSet { print("Shape.didSet old=\(oldValue)") }
  }
  init() { sides = 1 }
}

class Polygon: Shape {
  override var sides: Int {
    willSet { print("Polygon.willSet \(newValue)") }
    didSet { print("Polygon.didSet old=\(oldValue) now=\(sides)") }
  }
  override init() {
    super.init()
    sides = 3
  }
}

class Counted: Shape {
  var changes = 0
  override var sides: Int {
    get { return super.sides }
    set { changes += 1; super.sides = newValue * 2 }
  }
}

let p = Polygon()
p.sides = 5
print("sides = \(p.sides)")
let c = Counted()
c.sides = 4
print("counted sides = \(c.sides), changes = \(c.changes)")
// expect: Polygon.willSet 3
// expect: Shape.willSet 3
// expect: Shape.didSet old=1
// expect: Polygon.didSet old=1 now=3
// expect: Polygon.willSet 5
// expect: Shape.willSet 5
// expect: Shape.didSet old=3
// expect: Polygon.didSet old=3 now=5
// expect: sides = 5
// expect: Shape.willSet 8
// expect: Shape.didSet old=1
// expect: counted sides = 8, changes = 1
