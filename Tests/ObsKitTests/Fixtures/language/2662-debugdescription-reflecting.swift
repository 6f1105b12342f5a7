// Compiler test style: description vs debugDescription vs String(reflecting:) for strings, characters and optionals
let s = "line1\nq\"uote\\"
print(s.debugDescription)
print(String(reflecting: s))
print(String(describing: s).count)
let c: Character = "\t"
print(String(reflecting: c), c.debugDescription)
let sub = "hello"[...]
print(String(reflecting: sub))
let opt: String? = "hi"
print(String(describing: opt), String(reflecting: opt))
let n: Int? = nil
print(String(describing: n), String(reflecting: n))
print(String(reflecting: 42), String(reflecting: 2.5), String(reflecting: true))
struct Tag: CustomDebugStringConvertible {
    let name: String
    var debugDescription: String { "Tag<\(name)>" }
}
print(String(reflecting: ["a": 1]), String(reflecting: [1, 2]), String(describing: Tag(name: "z")), [Tag(name: "y")])
let scalar: Unicode.Scalar = "\u{e9}"
print(scalar, String(reflecting: scalar))
print("\u{7}\u{1F600}".debugDescription)
print(String(reflecting: 1..<3), String(reflecting: (1, "x")))
// expect: "line1\nq\"uote\\"
// expect: "line1\nq\"uote\\"
// expect: 13
// expect: "\t" "\t"
// expect: "hello"
// expect: Optional("hi") Optional("hi")
// expect: nil nil
// expect: 42 2.5 true
// expect: ["a": 1] [1, 2] Tag<z> [Tag<y>]
// expect: é "\u{00E9}"
// expect: "\u{07}😀"
// expect: Range(1..<3) (1, "x")
