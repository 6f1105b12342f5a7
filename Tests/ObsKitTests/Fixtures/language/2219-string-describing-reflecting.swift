// Compiler test style (stdlib): String(describing:)/String(reflecting:)/debugDescription for many types
struct Point { let x: Int; let y: Int }
enum Direction { case north, south(steps: Int) }
class Node { let id = 7 }
struct Tagged: CustomStringConvertible, CustomDebugStringConvertible {
    let tag: String
    var description: String { "Tagged(\(tag))" }
    var debugDescription: String { "Tagged<debug \(tag)>" }
}

let text = "quote\"d\n"
print(String(describing: text).count, String(reflecting: text))
print(String(describing: Character("a")), String(reflecting: Character("a")))
print(String(describing: 42), String(reflecting: 42), String(reflecting: 2.5))
print(String(describing: Point(x: 1, y: -2)), String(reflecting: Point(x: 1, y: -2)))
print(String(describing: Direction.north), String(reflecting: Direction.south(steps: 3)))
print(String(describing: Tagged(tag: "t")), String(reflecting: Tagged(tag: "t")))
print([Tagged(tag: "a")], Optional(Tagged(tag: "b")) as Any)

let optionalName: String? = "Ada"
print(String(describing: optionalName), String(reflecting: optionalName))
print(String(describing: [1: "one"]), String(reflecting: ["k": [1, 2]]))
print(String(describing: (1, "two", 3.0)), String(reflecting: (label: "x", count: 2)))
print(String(describing: [Optional(1), nil]), String(describing: Set<Int>()))
print(String(describing: Int.self), String(reflecting: Point.self), String(describing: [String].self))
print(String(describing: type(of: Direction.north)), String(describing: Optional<Int>.self))
print(String(describing: Node()), String(reflecting: Node()).hasSuffix("Node"))
print(String(describing: 1..<3), String(reflecting: 1...3), String(reflecting: "a"..."b"))
print(String(describing: Substring("sub")), String(reflecting: Substring("sub")))
print(String(describing: ()), String(describing: true), String(reflecting: Optional<Int>.none))
print(text.debugDescription, "tab\t".debugDescription, "é\u{0}".debugDescription)

// expect: 8 "quote\"d\n"
// expect: a "a"
// expect: 42 42 2.5
// expect: Point(x: 1, y: -2) main.Point(x: 1, y: -2)
// expect: north main.Direction.south(steps: 3)
// expect: Tagged(t) Tagged<debug t>
// expect: [Tagged<debug a>] Optional(Tagged<debug b>)
// expect: Optional("Ada") Optional("Ada")
// expect: [1: "one"] ["k": [1, 2]]
// expect: (1, "two", 3.0) (label: "x", count: 2)
// expect: [Optional(1), nil] []
// expect: Int main.Point Array<String>
// expect: Direction Optional<Int>
// expect: main.Node true
// expect: 1..<3 ClosedRange(1...3) ClosedRange("a"..."b")
// expect: sub "sub"
// expect: () true nil
// expect: "quote\"d\n" "tab\t" "é\0"
