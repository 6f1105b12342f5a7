// Q&A style (why does print show Optional(Optional(3))?): print, debugPrint, describing vs reflecting
let single: Int? = 3
let double: Int?? = 3
let innerNil: Int?? = .some(nil)
let outerNil: Int?? = nil

print(single as Any)
print(double as Any)
print(innerNil as Any)
print(outerNil as Any)

let text: String? = "hi"
print(text as Any)
debugPrint(text as Any)
print("plain", "words", 1, 2.5)
debugPrint("plain", "words", 1, 2.5)

// String interpolation of optionals uses the same description.
print("interpolated: \(String(describing: double))")

// describing vs reflecting.
struct Point { var x = 1; var y = 2 }
enum Mode { case on, off }
print(String(describing: "quote\"d"), String(reflecting: "quote\"d"))
print(String(describing: Point()), String(reflecting: Point()))
print(String(describing: Mode.on), String(reflecting: Mode.on))
print(String(describing: Point.self), String(reflecting: Point.self))
print(String(describing: [Mode.on, .off]), String(reflecting: [Mode.on]))

// CustomStringConvertible vs CustomDebugStringConvertible.
struct Temp: CustomStringConvertible, CustomDebugStringConvertible {
    var c: Double
    var description: String { "\(c)°C" }
    var debugDescription: String { "Temp(c: \(c))" }
}
let t = Temp(c: 21.5)
print(t)
debugPrint(t)
print([t])
print(Optional(t) as Any)
print("\(t)", String(reflecting: t))
print(Character("a"), [Character("a")])

// expect: Optional(3)
// expect: Optional(Optional(3))
// expect: Optional(nil)
// expect: nil
// expect: Optional("hi")
// expect: Optional("hi")
// expect: plain words 1 2.5
// expect: "plain" "words" 1 2.5
// expect: interpolated: Optional(Optional(3))
// expect: quote"d "quote\"d"
// expect: Point(x: 1, y: 2) main.Point(x: 1, y: 2)
// expect: on main.Mode.on
// expect: Point main.Point
// expect: [main.Mode.on, main.Mode.off] [main.Mode.on]
// expect: 21.5°C
// expect: Temp(c: 21.5)
// expect: [Temp(c: 21.5)]
// expect: Optional(Temp(c: 21.5))
// expect: 21.5°C Temp(c: 21.5)
// expect: a ["a"]
