// Standard library API style (default descriptions): print and debugPrint of tuples, enums with payloads, nested arrays, structs, classes and custom conversions
struct Size { var w: Int; var h: Int }
struct Named { let name: String; let size: Size?; let tags: [String] }
enum Token { case number(Int), word(String), pair(Int, label: String), nothing }
enum Suit: String { case hearts = "H", spades = "S" }
enum Level: Int { case low = 1, high }
indirect enum Tree { case leaf(Int), node(Tree, Tree) }
class Plain { var v = 1 }
struct Pretty: CustomStringConvertible, CustomDebugStringConvertible {
    var description: String { "pretty" }
    var debugDescription: String { "Pretty(debug)" }
}
struct OnlyDebug: CustomDebugStringConvertible { var debugDescription: String { "only-debug" } }
let t = (1, "a", [2.5])
print("tuple:", t)
debugPrint("tuple debug:", t)
print("labeled tuple:", (x: 1, y: "z"))
print("struct:", Size(w: 2, h: 3))
print("nested struct:", Named(name: "n", size: Size(w: 1, h: 1), tags: ["a", "b"]))
print("nested nil:", Named(name: "m", size: nil, tags: []))
debugPrint("debug struct:", Size(w: 4, h: 5))
print("enum payloads:", Token.number(1), Token.word("w"), Token.pair(2, label: "l"), Token.nothing)
debugPrint("debug enum:", Token.word("w"))
print("in array:", [Token.number(1), .word("x")])
print("raw enums:", Suit.hearts, Suit.spades.rawValue, Level.high, Level.high.rawValue, Level(rawValue: 5) as Any)
print("qualified:", String(reflecting: Suit.hearts), String(reflecting: Token.nothing))
print("indirect:", Tree.node(.leaf(1), .node(.leaf(2), .leaf(3))))
print("nested arrays:", [[1, 2], [], [3]], [["a"], ["b", "c"]])
print("array of tuples:", [(1, "a"), (2, "b")])
print("optional struct:", Optional(Size(w: 0, h: 0)) as Any)
print("custom:", Pretty(), [Pretty()], Optional(Pretty()) as Any)
debugPrint("custom debug:", Pretty())
print("only debug:", OnlyDebug(), [OnlyDebug()])
print("class instance:", String(describing: Plain()).hasSuffix("Plain"))
print("dictionary of arrays:", ["k": [1, 2]])
print("empty collections:", [Int](), [String: Int](), Set<Int>())
print("tuple with optional:", (Optional(1), Optional<String>.none))
print("interpolation:", "\(Size(w: 7, h: 8)) \(Token.pair(0, label: "q")) \((1, 2))")

// expect: tuple: (1, "a", [2.5])
// expect: "tuple debug:" (1, "a", [2.5])
// expect: labeled tuple: (x: 1, y: "z")
// expect: struct: Size(w: 2, h: 3)
// expect: nested struct: Named(name: "n", size: Optional(main.Size(w: 1, h: 1)), tags: ["a", "b"])
// expect: nested nil: Named(name: "m", size: nil, tags: [])
// expect: "debug struct:" main.Size(w: 4, h: 5)
// expect: enum payloads: number(1) word("w") pair(2, label: "l") nothing
// expect: "debug enum:" main.Token.word("w")
// expect: in array: [main.Token.number(1), main.Token.word("x")]
// expect: raw enums: hearts S high 2 nil
// expect: qualified: main.Suit.hearts main.Token.nothing
// expect: indirect: node(main.Tree.leaf(1), main.Tree.node(main.Tree.leaf(2), main.Tree.leaf(3)))
// expect: nested arrays: [[1, 2], [], [3]] [["a"], ["b", "c"]]
// expect: array of tuples: [(1, "a"), (2, "b")]
// expect: optional struct: Optional(main.Size(w: 0, h: 0))
// expect: custom: pretty [Pretty(debug)] Optional(Pretty(debug))
// expect: "custom debug:" Pretty(debug)
// expect: only debug: only-debug [only-debug]
// expect: class instance: true
// expect: dictionary of arrays: ["k": [1, 2]]
// expect: empty collections: [] [:] []
// expect: tuple with optional: (Optional(1), nil)
// expect: interpolation: Size(w: 7, h: 8) pair(0, label: "q") (1, 2)
