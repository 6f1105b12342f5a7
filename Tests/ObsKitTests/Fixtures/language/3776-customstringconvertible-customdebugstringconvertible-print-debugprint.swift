// Swift book style: CustomStringConvertible and CustomDebugStringConvertible in print and debugPrint
struct Point: CustomStringConvertible, CustomDebugStringConvertible {
    let x: Int, y: Int
    var description: String { "(\(x), \(y))" }
    var debugDescription: String { "Point(x: \(x), y: \(y))" }
}
struct OnlyDebug: CustomDebugStringConvertible {
    let id: Int
    var debugDescription: String { "OnlyDebug#\(id)" }
}
struct Plain { let id: Int; let tag: String }
enum Suit: CustomStringConvertible {
    case hearts, spades
    var description: String { self == .hearts ? "♥" : "♠" }
}
class Node: CustomStringConvertible {
    let value: Int
    var next: Node?
    init(_ value: Int, next: Node? = nil) { self.value = value; self.next = next }
    var description: String { next.map { "\(value) -> \($0)" } ?? "\(value)" }
}

let p = Point(x: 1, y: 2)
print(p)
debugPrint(p)
print("interpolated: \(p)")
print(String(describing: p), String(reflecting: p))
print([p, Point(x: 3, y: 4)])
print(Optional(p) as Any)
print(OnlyDebug(id: 7))
print([OnlyDebug(id: 8)])
print(Plain(id: 1, tag: "t"))
debugPrint(Plain(id: 2, tag: "u"))
print(Suit.hearts, [Suit.spades, .hearts])
print(Node(1, next: Node(2, next: Node(3))))
debugPrint("quoted", 5, Suit.spades)
print("a", "b", separator: "-", terminator: "|\n")
let dict: [String: Point] = ["o": Point(x: 0, y: 0)]
print(dict)
let tuple = (p, "s", Suit.hearts)
print(tuple)
print(String(describing: Suit.self), String(reflecting: Plain.self))
// expect: (1, 2)
// expect: Point(x: 1, y: 2)
// expect: interpolated: (1, 2)
// expect: (1, 2) Point(x: 1, y: 2)
// expect: [Point(x: 1, y: 2), Point(x: 3, y: 4)]
// expect: Optional(Point(x: 1, y: 2))
// expect: OnlyDebug#7
// expect: [OnlyDebug#8]
// expect: Plain(id: 1, tag: "t")
// expect: main.Plain(id: 2, tag: "u")
// expect: ♥ [♠, ♥]
// expect: 1 -> 2 -> 3
// expect: "quoted" 5 ♠
// expect: a-b|
// expect: ["o": Point(x: 0, y: 0)]
// expect: (Point(x: 1, y: 2), "s", ♥)
// expect: Suit main.Plain
