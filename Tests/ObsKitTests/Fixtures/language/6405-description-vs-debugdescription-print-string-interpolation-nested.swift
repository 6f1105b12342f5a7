// Swift forums "this surprised me" style (printing): description vs debugDescription in print, string interpolation and nested collections
struct Tag: CustomStringConvertible, CustomDebugStringConvertible {
    let name: String
    var description: String { "#\(name)" }
    var debugDescription: String { "Tag(\(name))" }
}

struct Plain {
    let name: String
    let n: Int
}

struct OnlyDescription: CustomStringConvertible {
    var description: String { "only-desc" }
}

let t = Tag(name: "swift")
// Puzzle: which text does each print use?
print(t)
print("\(t)")
debugPrint(t)
print([t])
print(["k": t])
print(t as Any, Optional(t) as Any)
print(String(describing: t), String(reflecting: t))
print(Plain(name: "p", n: 1))
print([Plain(name: "q", n: 2)])
print([OnlyDescription()], Optional(OnlyDescription()) as Any)
print(["a", "b"], ["a": 1], [1: "x"])
print(("s", 1, Optional(2), [3]))
debugPrint("quote\"d", 1, [1.5])
print("tab\tend", "x\\y")
print([Character("c")], ["line\nbreak"])

// expect: #swift
// expect: #swift
// expect: Tag(swift)
// expect: [Tag(swift)]
// expect: ["k": Tag(swift)]
// expect: #swift Optional(Tag(swift))
// expect: #swift Tag(swift)
// expect: Plain(name: "p", n: 1)
// expect: [main.Plain(name: "q", n: 2)]
// expect: [only-desc] Optional(only-desc)
// expect: ["a", "b"] ["a": 1] [1: "x"]
// expect: ("s", 1, Optional(2), [3])
// expect: "quote\"d" 1 [1.5]
// expect: tab	end x\y
// expect: ["c"] ["line\nbreak"]
