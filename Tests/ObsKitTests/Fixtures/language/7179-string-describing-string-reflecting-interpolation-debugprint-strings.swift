// Standard library API style (describing vs reflecting): String(describing:), String(reflecting:), interpolation and debugPrint for strings, characters, optionals and numbers
let s = "say \"hi\"\n\tbye\\"
print("describing string:", String(describing: s))
print("reflecting string:", String(reflecting: s))
debugPrint("debugPrint string:", s)
let c: Character = "\""
print("describing char:", String(describing: c), "reflecting char:", String(reflecting: c))
debugPrint(Character("a"), Character("\u{0}"), Character("é"))
let opt: String? = "x"
let noneOpt: String? = nil
print("describing optional:", String(describing: opt), String(describing: noneOpt))
print("reflecting optional:", String(reflecting: opt), String(reflecting: noneOpt))
print("interpolated optional:", "\(opt as Any) \(noneOpt as Any)")
debugPrint(opt as Any, noneOpt as Any)
let nestedOpt: Int?? = 3
print("nested optional:", String(describing: nestedOpt), String(reflecting: nestedOpt))
print("ints:", String(describing: 42), String(reflecting: -7), String(reflecting: UInt8(9)))
print("doubles:", String(describing: 1.0), String(reflecting: 0.1), String(reflecting: Float(0.1)))
print("bool:", String(describing: true), String(reflecting: false))
debugPrint(1, 2.5, true, "s")
print("array of strings:", ["a", "b\n"], String(describing: ["q"]), String(reflecting: ["q"]))
print("array of chars:", [Character("x"), "y"])
print("array of optionals:", [Optional(1), nil], [Optional("a"), nil])
print("substring:", String(reflecting: "hello".dropFirst()), String(describing: "hello".prefix(2)))
print("unicode escapes:", String(reflecting: "é\u{301}😀\u{7}\r"))
print("empty:", String(reflecting: ""), "[\(String(describing: ""))]")
print("dict:", String(reflecting: ["k": "v"]), String(describing: ["n": 1]))
print("range:", String(reflecting: 1..<3), String(reflecting: "a"..."b"))
print("Any wrapped:", String(describing: "x" as Any), String(reflecting: "x" as Any))
print("nil literal Any:", String(describing: Optional<Int>.none as Any))
print("Void:", String(describing: ()), String(reflecting: ()))
print("metatype:", String(describing: Int.self), String(reflecting: Int.self), String(reflecting: [String].self))
debugPrint("end", terminator: "|\n")

// expect: describing string: say "hi"
// expect: 	bye\
// expect: reflecting string: "say \"hi\"\n\tbye\\"
// expect: "debugPrint string:" "say \"hi\"\n\tbye\\"
// expect: describing char: " reflecting char: "\""
// expect: "a" "\0" "é"
// expect: describing optional: Optional("x") nil
// expect: reflecting optional: Optional("x") nil
// expect: interpolated optional: Optional("x") nil
// expect: Optional("x") nil
// expect: nested optional: Optional(Optional(3)) Optional(Optional(3))
// expect: ints: 42 -7 9
// expect: doubles: 1.0 0.1 0.1
// expect: bool: true false
// expect: 1 2.5 true "s"
// expect: array of strings: ["a", "b\n"] ["q"] ["q"]
// expect: array of chars: ["x", "y"]
// expect: array of optionals: [Optional(1), nil] [Optional("a"), nil]
// expect: substring: "ello" he
// expect: unicode escapes: "é́😀\u{07}\r"
// expect: empty: "" []
// expect: dict: ["k": "v"] ["n": 1]
// expect: range: Range(1..<3) ClosedRange("a"..."b")
// expect: Any wrapped: x "x"
// expect: nil literal Any: nil
// expect: Void: () ()
// expect: metatype: Int Swift.Int Swift.Array<Swift.String>
// expect: "end"|
