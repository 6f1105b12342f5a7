// Apple docs style (CustomStringConvertible vs CustomDebugStringConvertible): description, debugDescription and String(reflecting:)
struct Point: CustomStringConvertible, CustomDebugStringConvertible {
    let x: Int, y: Int
    var description: String { "(\(x), \(y))" }
    var debugDescription: String { "Point(x: \(x), y: \(y))" }
}

struct Plain {
    let name: String
    let size: Int
}

struct OnlyDebug: CustomDebugStringConvertible {
    let id: Int
    var debugDescription: String { "OnlyDebug#\(id)" }
}

enum Suit { case hearts, spades }

let p = Point(x: 3, y: -1)
print(p)
print("interpolated: \(p)")
print("String(describing:):", String(describing: p))
print("String(reflecting:):", String(reflecting: p))
debugPrint(p)
print("in array:", [p, Point(x: 0, y: 0)])
print("optional:", Optional(p) as Any)

let plain = Plain(name: "box", size: 2)
print(plain)
print("reflecting plain:", String(reflecting: plain))

let od = OnlyDebug(id: 7)
print(od)
print("describing:", String(describing: od))
print("array of OnlyDebug:", [od])

print("enum:", Suit.hearts, String(reflecting: Suit.spades))
print("string:", "hi", String(reflecting: "hi"))
debugPrint("quoted", 42, 1.5)
print("char:", Character("a"), String(reflecting: Character("a")))
print("tuple:", (1, "two"))
print("nested optional:", String(describing: Optional(Optional(3))))

class Node: CustomStringConvertible {
    let value: Int
    var next: Node?
    init(_ v: Int, _ next: Node? = nil) { value = v; self.next = next }
    var description: String {
        next.map { "\(value) -> \($0)" } ?? "\(value)"
    }
}
print("list:", Node(1, Node(2, Node(3))))
print("dict single:", ["k": p])

// expect: (3, -1)
// expect: interpolated: (3, -1)
// expect: String(describing:): (3, -1)
// expect: String(reflecting:): Point(x: 3, y: -1)
// expect: Point(x: 3, y: -1)
// expect: in array: [Point(x: 3, y: -1), Point(x: 0, y: 0)]
// expect: optional: Optional(Point(x: 3, y: -1))
// expect: Plain(name: "box", size: 2)
// expect: reflecting plain: main.Plain(name: "box", size: 2)
// expect: OnlyDebug#7
// expect: describing: OnlyDebug#7
// expect: array of OnlyDebug: [OnlyDebug#7]
// expect: enum: hearts main.Suit.spades
// expect: string: hi "hi"
// expect: "quoted" 42 1.5
// expect: char: a "a"
// expect: tuple: (1, "two")
// expect: nested optional: Optional(Optional(3))
// expect: list: 1 -> 2 -> 3
// expect: dict single: ["k": Point(x: 3, y: -1)]
