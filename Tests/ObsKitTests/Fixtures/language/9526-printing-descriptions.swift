// How print and String(describing:/reflecting:) render structs, classes, enums, optionals, tuples, nested collections and custom descriptions (expected output from swiftc 6.3.1 on Linux)
struct Point { var x: Int; var y: Int }
class Node { var value = 1 }
enum Tag { case plain, labelled(name: String, n: Int), pair(Int, Double) }
struct Custom: CustomStringConvertible, CustomDebugStringConvertible {
    var description: String { "custom-desc" }
    var debugDescription: String { "custom-debug" }
}
struct OnlyDebug: CustomDebugStringConvertible { var debugDescription: String { "only-debug" } }

print(Point(x: 1, y: -2))
print(String(describing: Node()), String(reflecting: Node()))
print(Tag.plain, Tag.labelled(name: "a", n: 2), Tag.pair(3, 0.5))
print(Custom(), [Custom()], Optional(Custom()) as Any)
print(OnlyDebug(), [OnlyDebug()])
print(String(describing: Custom()), String(reflecting: Custom()), "\(Custom())")

print([1, 2], ["a", "b"], [Character("c")], [1.5, 2])
print(["k": "v"], [1: [2]], [Point(x: 0, y: 0)])
print((1, "two", 3.0), (a: 1, b: ("x", [2])), ())
let opt: Int? = 5
let optStr: String? = "s"
let nothing: Int? = nil
print(opt as Any, optStr as Any, nothing as Any, [opt, nothing], [optStr])
print(String(describing: opt), String(describing: nothing))
print(Optional(Optional(1)) as Any, Optional<Optional<Int>>.some(nil) as Any)
print([Tag.plain], [Tag.pair(1, 2)], Set([Point?.none.map { $0.x }]))
print(String(reflecting: "quoted"), String(reflecting: 3), String(reflecting: [1]), String(reflecting: Character("q")))
print(String(reflecting: Point.self), String(describing: [Point].self), [Int: String].self, (Int, Bool).self)
print(Int.self, Optional<String>.self, Tag.self, type(of: Tag.pair), ((Int) -> String).self)
print("a", "b", separator: "-", terminator: "!\n")
print(1, 2, 3, separator: "")
var out = ""
print("into string", 42, to: &out)
print(out.count, out.hasSuffix("\n"))
debugPrint("debug", 1, Custom())
debugPrint(Point(x: 3, y: 4), ["s"])
print(String(describing: Substring("sub")), String(reflecting: Substring("sub")), "x".unicodeScalars.first!)
print(Unicode.Scalar(UInt8(65)), String(reflecting: Unicode.Scalar(UInt8(65))), 1...3, 1..<3, ...5, 2...)
print(UInt8(7), Int64(-1), Float(2), 1e3, 10.0 / 4, -0.5)
print(Array(0..<3).map { _ in Point(x: 1, y: 1) }.count, [[Int]](), [String: Int](), Set<Int>())
print(Result<Int, Never>.success(1), [1, 2].lazy.map { $0 }.first!, "end")

// expect: Point(x: 1, y: -2)
// expect: main.Node main.Node
// expect: plain labelled(name: "a", n: 2) pair(3, 0.5)
// expect: custom-desc [custom-debug] Optional(custom-debug)
// expect: only-debug [only-debug]
// expect: custom-desc custom-debug custom-desc
// expect: [1, 2] ["a", "b"] ["c"] [1.5, 2.0]
// expect: ["k": "v"] [1: [2]] [main.Point(x: 0, y: 0)]
// expect: (1, "two", 3.0) (a: 1, b: ("x", [2])) ()
// expect: Optional(5) Optional("s") nil [Optional(5), nil] [Optional("s")]
// expect: Optional(5) nil
// expect: Optional(Optional(1)) Optional(nil)
// expect: [main.Tag.plain] [main.Tag.pair(1, 2.0)] [nil]
// expect: "quoted" 3 [1] "q"
// expect: main.Point Array<Point> Dictionary<Int, String> (Int, Bool)
// expect: Int Optional<String> Tag (Int, Double) -> Tag (Int) -> String
// expect: a-b!
// expect: 123
// expect: 15 true
// expect: "debug" 1 custom-debug
// expect: main.Point(x: 3, y: 4) ["s"]
// expect: sub "sub" x
// expect: A "A" 1...3 1..<3 PartialRangeThrough<Int>(upperBound: 5) PartialRangeFrom<Int>(lowerBound: 2)
// expect: 7 -1 2.0 1000.0 2.5 -0.5
// expect: 3 [] [:] []
// expect: success(1) 1 end
