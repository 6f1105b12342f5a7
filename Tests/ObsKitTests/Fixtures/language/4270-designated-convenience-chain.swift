// Compiler test style: designated/convenience initializer chains across three class levels
var log: [String] = []

class Shape {
  var name: String
  var sides: Int

  init(name: String, sides: Int) {
    log.append("Shape.init(name:sides:) \(name) \(sides)")
    self.name = name
    self.sides = sides
  }

  convenience init(sides: Int) {
    log.append("Shape.init(sides:)")
    self.init(name: "poly\(sides)", sides: sides)
  }

  convenience init() {
    log.append("Shape.init()")
    self.init(sides: 0)
  }

  func describe() -> String {
    return "\(name)[\(sides)]"
  }
}

class Polygon: Shape {
  var regular: Bool

  init(name: String, sides: Int, regular: Bool) {
    log.append("Polygon.init(name:sides:regular:)")
    self.regular = regular
    super.init(name: name, sides: sides)
  }

  override init(name: String, sides: Int) {
    log.append("Polygon.init(name:sides:) override")
    self.regular = false
    super.init(name: name, sides: sides)
  }

  convenience init(regularSides: Int) {
    log.append("Polygon.init(regularSides:)")
    self.init(name: "regular\(regularSides)", sides: regularSides, regular: true)
  }

  override func describe() -> String {
    return super.describe() + (regular ? " regular" : " irregular")
  }
}

class Square: Polygon {
  var side: Double

  init(side: Double) {
    log.append("Square.init(side:)")
    self.side = side
    super.init(name: "square", sides: 4, regular: true)
  }

  convenience init() {
    log.append("Square.init()")
    self.init(side: 1.0)
  }

  override func describe() -> String {
    return super.describe() + " side=\(side)"
  }
}

func run(_ label: String, _ make: () -> Shape) {
  log = []
  let s = make()
  print("== \(label)")
  for entry in log {
    print("  \(entry)")
  }
  print("  -> \(s.describe())")
}

run("Shape()") { Shape() }
// Polygon overrides every designated init of Shape, so it inherits Shape's convenience inits.
run("Polygon(name:sides:)") { Polygon(name: "tri", sides: 3) }
run("Polygon(sides:)") { Polygon(sides: 7) }
run("Polygon()") { Polygon() }
run("Polygon(regularSides:)") { Polygon(regularSides: 6) }
run("Square(side:)") { Square(side: 2.5) }
run("Square()") { Square() }

let shapes: [Shape] = [Shape(sides: 3), Polygon(regularSides: 8), Square(side: 3.0)]
for s in shapes {
  print(s.describe())
}
// expect: == Shape()
// expect:   Shape.init()
// expect:   Shape.init(sides:)
// expect:   Shape.init(name:sides:) poly0 0
// expect:   -> poly0[0]
// expect: == Polygon(name:sides:)
// expect:   Polygon.init(name:sides:) override
// expect:   Shape.init(name:sides:) tri 3
// expect:   -> tri[3] irregular
// expect: == Polygon(sides:)
// expect:   Shape.init(sides:)
// expect:   Polygon.init(name:sides:) override
// expect:   Shape.init(name:sides:) poly7 7
// expect:   -> poly7[7] irregular
// expect: == Polygon()
// expect:   Shape.init()
// expect:   Shape.init(sides:)
// expect:   Polygon.init(name:sides:) override
// expect:   Shape.init(name:sides:) poly0 0
// expect:   -> poly0[0] irregular
// expect: == Polygon(regularSides:)
// expect:   Polygon.init(regularSides:)
// expect:   Polygon.init(name:sides:regular:)
// expect:   Shape.init(name:sides:) regular6 6
// expect:   -> regular6[6] regular
// expect: == Square(side:)
// expect:   Square.init(side:)
// expect:   Polygon.init(name:sides:regular:)
// expect:   Shape.init(name:sides:) square 4
// expect:   -> square[4] regular side=2.5
// expect: == Square()
// expect:   Square.init()
// expect:   Square.init(side:)
// expect:   Polygon.init(name:sides:regular:)
// expect:   Shape.init(name:sides:) square 4
// expect:   -> square[4] regular side=1.0
// expect: poly3[3]
// expect: regular8[8] regular
// expect: square[4] regular side=3.0
