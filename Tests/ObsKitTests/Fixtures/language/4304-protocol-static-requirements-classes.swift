// Compiler test style: protocol static requirements satisfied by class members and overridden in subclasses
// known-gap: line 13: expected "shape: n=7 Shape", got "  Cube.create 7"
protocol Kind {
  static var kindName: String { get }
  static func create(_ n: Int) -> Self
  var n: Int { get }
}

class Shape: Kind {
  class var kindName: String { return "shape" }
  let n: Int
  required init(n: Int) { self.n = n }
  class func create(_ n: Int) -> Self { return self.init(n: n) }
  func area() -> Int { return 0 }
}

class Square: Shape {
  override class var kindName: String { return "square" }
  override func area() -> Int { return n * n }
}

class Cube: Square {
  override class var kindName: String { return "cube(" + super.kindName + ")" }
  override class func create(_ n: Int) -> Self {
    print("  Cube.create \(n)")
    return self.init(n: n + 1)
  }
  override func area() -> Int { return 6 * super.area() }
}

struct Marker: Kind {
  static var kindName: String { return "marker" }
  let n: Int
  static func create(_ n: Int) -> Marker { return Marker(n: -n) }
}

func build<K: Kind>(_ k: K.Type, _ n: Int) -> String {
  let v = K.create(n)
  return "\(K.kindName): n=\(v.n) \(type(of: v))"
}

print(build(Shape.self, 1))
print(build(Square.self, 2))
print(build(Cube.self, 3))
print(build(Marker.self, 4))

let kinds: [Kind.Type] = [Shape.self, Square.self, Cube.self, Marker.self]
for k in kinds {
  let made = k.create(5)
  print("\(k.kindName) -> \(made.n)")
}

func areaOf<S: Shape>(_ t: S.Type, _ n: Int) -> Int {
  return t.create(n).area()
}
print(areaOf(Shape.self, 3), areaOf(Square.self, 3), areaOf(Cube.self, 3))

let dyn: Shape.Type = Cube.self
print(build(dyn, 7))
let shapes: [Shape] = [Square.create(2), Cube.create(2)]
print(shapes.map { "\(type(of: $0).kindName)=\($0.area())" })
// expect: shape: n=1 Shape
// expect: square: n=2 Square
// expect:   Cube.create 3
// expect: cube(square): n=4 Cube
// expect: marker: n=-4 Marker
// expect: shape -> 5
// expect: square -> 5
// expect:   Cube.create 5
// expect: cube(square) -> 6
// expect: marker -> -5
// expect:   Cube.create 3
// expect: 0 9 96
// expect: shape: n=7 Shape
// expect:   Cube.create 2
// expect: ["square=4", "cube(square)=54"]
