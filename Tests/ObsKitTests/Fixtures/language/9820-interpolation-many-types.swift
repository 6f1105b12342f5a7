// Swift compiler Interpreter test style: string interpolation and print() of many kinds of values
struct Point { var x: Int; var y: Int }
struct Labeled { let name: String; let tags: [String]; let origin: Point? }
class Opaque { var v = 1 }
enum Shape {
  case circle(radius: Double)
  case rect(Int, Int)
  case empty
}
enum Suit: String { case hearts, spades }
struct Money: CustomStringConvertible {
  let cents: Int
  var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}

let i = 42
let d = 3.5
let f: Float = 0.1
let b = true
let c: Character = "z"
let s = "text"
print("int \(i), double \(d), float \(f), bool \(b), char \(c), string \(s)")

let some: Int? = 7
let none: String? = nil
print("optionals: \(String(describing: some)) \(String(describing: none))")
let nested: Int?? = .some(nil)
print(nested as Any)

print([1, 2, 3], [[1, 2], [], [3]])
print(["only": 1], ["k": [true, false]])
print([String: Int]())
print((1, "two", 3.0))
print((name: "ann", age: 30))
print(Point(x: 1, y: -2))
print(Labeled(name: "p", tags: ["a", "b"], origin: Point(x: 0, y: 0)))
print(Labeled(name: "q", tags: [], origin: nil))
print(Shape.circle(radius: 2), Shape.rect(3, 4), Shape.empty)
print(Suit.hearts, Suit.spades.rawValue, [Suit.hearts])
print("money: \(Money(cents: 1205)) and \(Money(cents: 99))", [Money(cents: 250)])
print([Optional(1), nil, 3])
print(["a", "b"] as [Any], [1: "x"])
print(Int.self, type(of: [1.0]), type(of: Point?.none))
print("\(1...4) \(0..<2) \(stride(from: 0, to: 6, by: 2).map { $0 })")
print(String(repeating: "ab", count: 3), "\("nested \("quotes")")")
print("multi", "args", separator: "-", terminator: "|\n")
print(Double.infinity, -0.0, 1e20, 1e-5, 100.0, 1.0 / 3.0)
print(UInt8.max, Int8.min, Int.max)
let o = Opaque()
print(type(of: o), o.v)
let tuple3 = (Point(x: 9, y: 9), [Suit.spades: 1], Optional("o"))
print(tuple3)
// expect: int 42, double 3.5, float 0.1, bool true, char z, string text
// expect: optionals: Optional(7) nil
// expect: Optional(nil)
// expect: [1, 2, 3] [[1, 2], [], [3]]
// expect: ["only": 1] ["k": [true, false]]
// expect: [:]
// expect: (1, "two", 3.0)
// expect: (name: "ann", age: 30)
// expect: Point(x: 1, y: -2)
// expect: Labeled(name: "p", tags: ["a", "b"], origin: Optional(main.Point(x: 0, y: 0)))
// expect: Labeled(name: "q", tags: [], origin: nil)
// expect: circle(radius: 2.0) rect(3, 4) empty
// expect: hearts spades [main.Suit.hearts]
// expect: money: $12.05 and $0.99 [$2.50]
// expect: [Optional(1), nil, Optional(3)]
// expect: ["a", "b"] [1: "x"]
// expect: Int Array<Double> Optional<Point>
// expect: 1...4 0..<2 [0, 2, 4]
// expect: ababab nested quotes
// expect: multi-args|
// expect: inf -0.0 1e+20 1e-05 100.0 0.3333333333333333
// expect: 255 -128 9223372036854775807
// expect: Opaque 1
// expect: (main.Point(x: 9, y: 9), [main.Suit.spades: 1], Optional("o"))
