// Compiler test style: print of enums with and without payloads
// Checks print of simple cases, raw-value enums (case name, not raw value),
// payload cases with labels, unlabeled tuple payloads, indirect enums,
// and generic enums.

enum Direction {
  case north, south, east, west
}

enum Planet: Int {
  case mercury = 1, venus, earth
}

enum Token: String {
  case plus = "+"
  case minus = "-"
}

enum Shape {
  case circle(radius: Double)
  case rect(width: Int, height: Int)
  case point
  case label(String)
  case pair(Int, String)
}

indirect enum Expr {
  case num(Int)
  case add(Expr, Expr)
  case neg(Expr)
}

enum Either<L, R> {
  case left(L)
  case right(R)
}

print(Direction.north)
print(Direction.west)
print([Direction.east, .south])

// Raw-value enums print the case name.
print(Planet.earth)
print(Planet.earth.rawValue)
print(Token.minus)
print(Token.minus.rawValue)

// Payload cases.
print(Shape.circle(radius: 2.5))
print(Shape.rect(width: 3, height: 4))
print(Shape.point)
print(Shape.label("hello"))
print(Shape.pair(7, "seven"))

// Indirect enums.
let e = Expr.add(.num(1), .neg(.num(2)))
print(e)

// Generic enums.
let l: Either<Int, String> = .left(5)
let r: Either<Int, String> = .right("five")
print(l)
print(r)

// Interpolation matches print.
print("shape = \(Shape.rect(width: 1, height: 2))")

// Arrays of payload enums.
let shapes: [Shape] = [.point, .label("a"), .circle(radius: 1)]
print(shapes)

// Enum inside a struct.
struct Move {
  var dir: Direction
  var steps: Int
}
print(Move(dir: .east, steps: 3))

// Optional enum.
let od: Direction? = .south
print(od as Any)
print(String(describing: od))

// expect: north
// expect: west
// expect: [main.Direction.east, main.Direction.south]
// expect: earth
// expect: 3
// expect: minus
// expect: -
// expect: circle(radius: 2.5)
// expect: rect(width: 3, height: 4)
// expect: point
// expect: label("hello")
// expect: pair(7, "seven")
// expect: add(main.Expr.num(1), main.Expr.neg(main.Expr.num(2)))
// expect: left(5)
// expect: right("five")
// expect: shape = rect(width: 1, height: 2)
// expect: [main.Shape.point, main.Shape.label("a"), main.Shape.circle(radius: 1.0)]
// expect: Move(dir: main.Direction.east, steps: 3)
// expect: Optional(main.Direction.south)
// expect: Optional(main.Direction.south)
