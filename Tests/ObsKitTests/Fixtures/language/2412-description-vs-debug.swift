// Compiler test style: CustomStringConvertible vs CustomDebugStringConvertible in collections and optionals
struct Point: CustomStringConvertible, CustomDebugStringConvertible {
    var x: Int, y: Int
    var description: String { "(\(x), \(y))" }
    var debugDescription: String { "Point(x: \(x), y: \(y))" }
}

struct OnlyDebug: CustomDebugStringConvertible {
    var tag: String
    var debugDescription: String { "OnlyDebug<\(tag)>" }
}

struct Plain { var a: Int; var b: String }
final class Opaque { var field = 1 }
final class Named: CustomStringConvertible { var description: String { "Named instance" } }

let p = Point(x: 1, y: 2)
print(p)
debugPrint(p)
print([p, Point(x: 3, y: 4)])
print("\(p) and \(String(reflecting: p))")
let maybe: Point? = p
print(maybe as Any)
print(String(describing: maybe))
print(["origin": p])
print(OnlyDebug(tag: "x"))
print([OnlyDebug(tag: "y")])
print(Plain(a: 1, b: "two"))
print([Plain(a: 3, b: "four")])
print(Opaque())
print(Named(), [Named()])
debugPrint("quote\"d", 5, Character("c"))
print(("tuple", p, 3.5))
debugPrint(Optional(Optional(7)) as Any)
// expect: (1, 2)
// expect: Point(x: 1, y: 2)
// expect: [Point(x: 1, y: 2), Point(x: 3, y: 4)]
// expect: (1, 2) and Point(x: 1, y: 2)
// expect: Optional(Point(x: 1, y: 2))
// expect: Optional(Point(x: 1, y: 2))
// expect: ["origin": Point(x: 1, y: 2)]
// expect: OnlyDebug<x>
// expect: [OnlyDebug<y>]
// expect: Plain(a: 1, b: "two")
// expect: [main.Plain(a: 3, b: "four")]
// expect: main.Opaque
// expect: Named instance [Named instance]
// expect: "quote\"d" 5 "c"
// expect: ("tuple", Point(x: 1, y: 2), 3.5)
// expect: Optional(Optional(7))
