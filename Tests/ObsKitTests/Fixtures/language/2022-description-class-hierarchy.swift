// Compiler test style: CustomStringConvertible/CustomDebugStringConvertible overridden through class hierarchy and protocols
class Shape: CustomStringConvertible, CustomDebugStringConvertible {
    var name: String { "shape" }
    var description: String { "<\(name)>" }
    var debugDescription: String { "Shape[\(name)]" }
}
class Circle: Shape {
    let r: Int
    init(r: Int) { self.r = r }
    override var name: String { "circle r=\(r)" }
}
class Square: Shape {
    let side: Int
    init(side: Int) { self.side = side }
    override var name: String { "square" }
    override var description: String { "Square(\(side))" }
}
class Anonymous {}

protocol Labeled: CustomStringConvertible {
    var label: String { get }
}
extension Labeled {
    var description: String { "Labeled(\(label))" }
}
struct Tag: Labeled { let label: String }
struct Override: Labeled {
    let label: String
    var description: String { "Override!" }
}

enum Mode: String, CustomStringConvertible {
    case fast, slow
    var description: String { rawValue.uppercased() }
}

let shapes: [Shape] = [Circle(r: 2), Square(side: 3), Shape()]
print(shapes)
debugPrint(shapes)
for s in shapes {
    print(s, String(reflecting: s))
}
print("\(shapes[0]) and \(shapes[1])")
let optShape: Shape? = Circle(r: 9)
print(optShape as Any)
print(String(describing: optShape), String(describing: optShape!))

print(Tag(label: "t"), Override(label: "o"))
print([Tag(label: "a")], [Override(label: "b")])
let labeled: [any Labeled] = [Tag(label: "x"), Override(label: "y")]
print(labeled.map { $0.description })
print(labeled.map { "\($0)" })

print(Mode.fast, [Mode.slow], Mode.fast.rawValue)
debugPrint(Mode.fast)
print(String(reflecting: Mode.slow))

let anon = Anonymous()
print(String(describing: type(of: anon)))
print(type(of: shapes[0]), type(of: shapes))
let dict: [String: Shape] = ["c": Circle(r: 1)]
print(dict)
debugPrint(dict)
print([Mode.fast: 1])
print(("x", Square(side: 1)))
print([1: [Mode.slow]], [[Tag(label: "n")]])

// expect: [Shape[circle r=2], Shape[square], Shape[shape]]
// expect: [Shape[circle r=2], Shape[square], Shape[shape]]
// expect: <circle r=2> Shape[circle r=2]
// expect: Square(3) Shape[square]
// expect: <shape> Shape[shape]
// expect: <circle r=2> and Square(3)
// expect: Optional(Shape[circle r=9])
// expect: Optional(Shape[circle r=9]) <circle r=9>
// expect: Labeled(t) Override!
// expect: [Labeled(a)] [Override!]
// expect: ["Labeled(x)", "Override!"]
// expect: ["Labeled(x)", "Override!"]
// expect: FAST [SLOW] fast
// expect: FAST
// expect: SLOW
// expect: Anonymous
// expect: Circle Array<Shape>
// expect: ["c": Shape[circle r=1]]
// expect: ["c": Shape[circle r=1]]
// expect: [FAST: 1]
// expect: ("x", Shape[square])
// expect: [1: [SLOW]] [[Labeled(n)]]
