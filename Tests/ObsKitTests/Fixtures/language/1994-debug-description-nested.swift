// Compiler test style: CustomStringConvertible vs CustomDebugStringConvertible in nested collections and optionals
struct Tag: CustomStringConvertible, CustomDebugStringConvertible {
    var name: String
    var description: String { "#\(name)" }
    var debugDescription: String { "Tag(\(name.debugDescription))" }
}

struct OnlyDesc: CustomStringConvertible {
    var v: Int
    var description: String { "D\(v)" }
}

struct Plain {
    var v: Int
    var s: String
}

let t = Tag(name: "swift")
print(t)
debugPrint(t)
print(String(describing: t))
print(String(reflecting: t))

let tags = [Tag(name: "a"), Tag(name: "b")]
print(tags)
debugPrint(tags)

let opt: Tag? = Tag(name: "x")
let none: Tag? = nil
print(opt as Any)
print(String(describing: opt))
print(String(describing: none))
debugPrint(opt as Any)

let d = OnlyDesc(v: 3)
print(d, [d])
debugPrint(d)
print(String(reflecting: [d, d]))

let p = Plain(v: 1, s: "hi")
print(p)
debugPrint(p)
print([p])

let nested: [[String: [Int]]] = [["k": [1, 2]], [:]]
print(nested)
let strs: [String?] = ["a", nil, "c"]
print(strs)
debugPrint(strs)
let tuple = (1, "two", Tag(name: "t"))
print(tuple)
debugPrint(tuple)
print("interp: \(t) \(opt as Any) \([t])")
let chars: [Character] = ["x", "y"]
print(chars)
print(String(describing: "quote\"d"), String(reflecting: "quote\"d"))

// expect: #swift
// expect: Tag("swift")
// expect: #swift
// expect: Tag("swift")
// expect: [Tag("a"), Tag("b")]
// expect: [Tag("a"), Tag("b")]
// expect: Optional(Tag("x"))
// expect: Optional(Tag("x"))
// expect: nil
// expect: Optional(Tag("x"))
// expect: D3 [D3]
// expect: D3
// expect: [D3, D3]
// expect: Plain(v: 1, s: "hi")
// expect: main.Plain(v: 1, s: "hi")
// expect: [main.Plain(v: 1, s: "hi")]
// expect: [["k": [1, 2]], [:]]
// expect: [Optional("a"), nil, Optional("c")]
// expect: [Optional("a"), nil, Optional("c")]
// expect: (1, "two", Tag("t"))
// expect: (1, "two", Tag("t"))
// expect: interp: #swift Optional(Tag("x")) [Tag("swift")]
// expect: ["x", "y"]
// expect: quote"d "quote\"d"
