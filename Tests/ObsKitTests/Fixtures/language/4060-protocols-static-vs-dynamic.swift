// Swift book style: Protocols: static vs dynamic dispatch of protocol extension methods and CustomStringConvertible
protocol Animal {
    var name: String { get }
    func sound() -> String
}

extension Animal {
    func sound() -> String { return "..." }
    func introduce() -> String { return "I am an animal" }
    func speak() -> String { return "\(name) says \(sound())" }
}

struct Dog: Animal {
    let name: String
    func sound() -> String { return "Woof" }
    func introduce() -> String { return "I am a dog" }
}

struct Fish: Animal {
    let name: String
}

let rex = Dog(name: "Rex")
let nemo = Fish(name: "Nemo")
print(rex.speak())
print(nemo.speak())
print(rex.introduce())
let boxed: Animal = rex
print(boxed.introduce())
print(boxed.sound())

struct Vector: CustomStringConvertible {
    var x: Int, y: Int
    var description: String { return "<\(x), \(y)>" }
}
let v = Vector(x: 3, y: -1)
print(v)
print("interpolated: \(v)")
print([v, Vector(x: 0, y: 0)])
print(String(describing: v))
let maybe: Vector? = v
print(maybe as Any)

enum Planet: Int, CustomStringConvertible, CaseIterable {
    case mercury = 1, venus, earth, mars
    var description: String {
        switch self {
        case .mercury: return "Mercury"
        case .venus: return "Venus"
        case .earth: return "Earth"
        case .mars: return "Mars"
        }
    }
}
print(Planet.allCases)
print("third planet: \(Planet(rawValue: 3)!)")

class Shape: CustomStringConvertible {
    var description: String { return "Shape(\(kind))" }
    var kind: String { return "generic" }
}
class Circle: Shape {
    override var kind: String { return "circle" }
}
let shapes: [Shape] = [Shape(), Circle()]
for s in shapes { print(s) }
print(shapes.map { $0.description }.joined(separator: " & "))
// expect: Rex says Woof
// expect: Nemo says ...
// expect: I am a dog
// expect: I am an animal
// expect: Woof
// expect: <3, -1>
// expect: interpolated: <3, -1>
// expect: [<3, -1>, <0, 0>]
// expect: <3, -1>
// expect: Optional(<3, -1>)
// expect: [Mercury, Venus, Earth, Mars]
// expect: third planet: Earth
// expect: Shape(generic)
// expect: Shape(circle)
// expect: Shape(generic) & Shape(circle)
