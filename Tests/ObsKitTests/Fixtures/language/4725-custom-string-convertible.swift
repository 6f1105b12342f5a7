// Compiler test style: CustomStringConvertible
// Checks that description is used by print, interpolation, String(describing:),
// inside arrays (when there is no debugDescription), inside optionals,
// for classes overriding a base description, and for enums and extensions.

struct Temperature: CustomStringConvertible {
  var celsius: Double
  var description: String { "\(celsius)°C" }
}

let t = Temperature(celsius: 21.5)
print(t)
print("It is \(t) today")
print(String(describing: t))

// In an array, elements use debugDescription; without one, description.
print([t, Temperature(celsius: -3)])

// In an optional.
let ot: Temperature? = t
print(ot as Any)

// Inside a struct field: the default struct description reflects the field.
struct Weather {
  var temp: Temperature
  var sky: String
}
print(Weather(temp: t, sky: "clear"))

// In a tuple.
print((t, 1))

// Classes overriding description.
class Shape: CustomStringConvertible {
  var description: String { "Shape" }
}
class Circle: Shape {
  let r: Int
  init(r: Int) { self.r = r }
  override var description: String { "Circle(r=\(r))" }
}
let shapes: [Shape] = [Shape(), Circle(r: 2)]
print(shapes)
for s in shapes { print(s) }

// Enum with description.
enum Suit: CustomStringConvertible {
  case hearts, spades
  var description: String {
    switch self {
    case .hearts: return "♥"
    case .spades: return "♠"
    }
  }
}
print(Suit.hearts, Suit.spades)
print([Suit.spades])

// Conformance added by an extension.
struct Version {
  var major: Int, minor: Int, patch: Int
}
extension Version: CustomStringConvertible {
  var description: String { "v\(major).\(minor).\(patch)" }
}
print(Version(major: 1, minor: 2, patch: 3))

// Generic type with conditional description.
struct Stack<T> {
  var items: [T]
}
extension Stack: CustomStringConvertible {
  var description: String {
    "Stack" + items.map { "[\($0)]" }.joined()
  }
}
print(Stack(items: [1, 2, 3]))
print(Stack(items: ["a"]))
print(Stack<Int>(items: []))

// description used through a protocol existential.
let items: [any CustomStringConvertible] = [t, Suit.hearts, 5, "str"]
print(items.map { $0.description })

// dump uses the mirror, not description.
dump(t)

// expect: 21.5°C
// expect: It is 21.5°C today
// expect: 21.5°C
// expect: [21.5°C, -3.0°C]
// expect: Optional(21.5°C)
// expect: Weather(temp: 21.5°C, sky: "clear")
// expect: (21.5°C, 1)
// expect: [Shape, Circle(r=2)]
// expect: Shape
// expect: Circle(r=2)
// expect: ♥ ♠
// expect: [♠]
// expect: v1.2.3
// expect: Stack[1][2][3]
// expect: Stack[a]
// expect: Stack
// expect: ["21.5°C", "♥", "5", "str"]
// expect: ▿ 21.5°C
// expect:   - celsius: 21.5
