// Compiler test style: observers on an overridden computed property; getter/setter overrides calling super
// known-gap: line 14: expected "    Shape.get sides", got "    Shape.set sides 4"
class Shape {
  var storedSides = 3
  var sides: Int {
    get {
      print("    Shape.get sides")
      return storedSides
    }
    set {
      print("    Shape.set sides \(newValue)")
      storedSides = newValue
    }
  }
  var name: String { return "shape" }
}

class Polygon: Shape {
  override var sides: Int {
    willSet { print("    Polygon.willSet \(newValue)") }
    didSet { print("    Polygon.didSet old \(oldValue)") }
  }
  override var name: String { return "polygon(" + super.name + ")" }
}

class Square: Polygon {
  override var sides: Int {
    get {
      print("    Square.get")
      return super.sides
    }
    set {
      print("    Square.set \(newValue)")
      super.sides = 4
    }
  }
  override var name: String { return "square/" + super.name }
}

print("Polygon assign:")
let p = Polygon()
p.sides = 5
print("Polygon compound:")
p.sides += 1
print("Square assign:")
let s = Square()
s.sides = 10
print("names:", p.name, s.name)
print("final:", p.storedSides, s.storedSides)
// expect: Polygon assign:
// expect:     Shape.get sides
// expect:     Polygon.willSet 5
// expect:     Shape.set sides 5
// expect:     Polygon.didSet old 3
// expect: Polygon compound:
// expect:     Shape.get sides
// expect:     Shape.get sides
// expect:     Polygon.willSet 6
// expect:     Shape.set sides 6
// expect:     Polygon.didSet old 5
// expect: Square assign:
// expect:     Square.set 10
// expect:     Shape.get sides
// expect:     Polygon.willSet 4
// expect:     Shape.set sides 4
// expect:     Polygon.didSet old 3
// expect: names: polygon(shape) square/polygon(shape)
// expect: final: 6 4
