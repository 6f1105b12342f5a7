// Swift Forums style (String(describing:) vs interpolation): TextOutputStreamable wins over description, and conversions that differ
struct Token: CustomStringConvertible {
    var text: String
    var description: String { "Token(\(text))" }
}
struct Streamed: TextOutputStreamable, CustomStringConvertible {
    var description: String { "from description" }
    func write<Target: TextOutputStream>(to target: inout Target) { target.write("from stream") }
}
let t = Token(text: "a")
print(String(describing: t), "\(t)", t)
let s = Streamed()
print(String(describing: s), "|", "\(s)", "|", s, "|", s.description)
print([s])

print(String(5), String(describing: 5), "\(5)")
print(String(3.0), String(describing: Float(3)), "\(Int8(-3))")
print(String(255, radix: 16), String(255, radix: 2, uppercase: false), String(-10, radix: 16).uppercased())
print(String("abc".reversed()), String(describing: "abc".reversed()).hasPrefix("ReversedCollection"))
print(String(describing: [1, 2]), "\([1, 2])", [1, 2].description)
print(String(describing: ["a": 1]), String(describing: (1, "x")))
print(String(describing: Int.self), String(describing: [String].self), "\(Optional<Int>.self)")
print(String(reflecting: Int.self), String(reflecting: Token.self))
print(String(describing: Substring("sub")), type(of: "abc".dropFirst()))
print(String(true), String(describing: Bool?.none), "\(Character("c"))")
let opt: Int? = 7
print(String(describing: opt), opt.map(String.init) ?? "nil", "\(opt ?? 0)")
print(String(repeating: "ab", count: 3), String(repeating: Character("z"), count: 2))
print(String(Unicode.Scalar(65)), String(Character(Unicode.Scalar(0x1F600)!)).count)
print(Int("12") as Any, Int("12.0") as Any, Int("+7") as Any, Int("0x1F") as Any, Int("1F", radix: 16) as Any)
print(Double(String(0.1))! == 0.1, Float("1.1")!, "\(1e20)")

// expect: Token(a) Token(a) Token(a)
// expect: from description | from stream | from stream | from description
// expect: [from description]
// expect: 5 5 5
// expect: 3.0 3.0 -3
// expect: ff 11111111 -A
// expect: cba true
// expect: [1, 2] [1, 2] [1, 2]
// expect: ["a": 1] (1, "x")
// expect: Int Array<String> Optional<Int>
// expect: Swift.Int main.Token
// expect: sub Substring
// expect: true nil c
// expect: Optional(7) 7 7
// expect: ababab zz
// expect: A 1
// expect: Optional(12) nil Optional(7) nil Optional(31)
// expect: true 1.1 1e+20
