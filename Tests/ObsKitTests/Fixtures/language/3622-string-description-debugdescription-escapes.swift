// Compiler test style: String description, debugDescription and escapes
let s = "tab\tquote\"back\\slash"
print(s)
print(s.debugDescription)
print(String(reflecting: "line\nbreak"))
print(["a\"b", "c\nd"])
print("é".debugDescription, "\u{0}".debugDescription, "\u{7F}".debugDescription)
let c: Character = "\""
print(c, String(reflecting: c), [c])
print(String(describing: Optional("x")), String(reflecting: Optional("x")))
print([Optional("a"), nil])
print(["k": "v"])
print(("x", 1, "y"))
print(Substring("sub").debugDescription, ["sub"[...]])
print(String(reflecting: 1.0), String(reflecting: Float(0.1)), String(reflecting: 42))
print(Character("a").debugDescription, Unicode.Scalar("z").debugDescription)
print("\u{1F600}".debugDescription, "\u{301}".debugDescription.count)
let multi = """
    first
      indented "quoted"
    last\\
    """
print(multi)
print(multi.split(separator: "\n").count)
print(#"raw \n stays"#, #"raw with \#(1 + 1)"#)

// expect: tab	quote"back\slash
// expect: "tab\tquote\"back\\slash"
// expect: "line\nbreak"
// expect: ["a\"b", "c\nd"]
// expect: "é" "\0" "\u{7F}"
// expect: " "\"" ["\""]
// expect: Optional("x") Optional("x")
// expect: [Optional("a"), nil]
// expect: ["k": "v"]
// expect: ("x", 1, "y")
// expect: "sub" ["sub"]
// expect: 1.0 0.1 42
// expect: "a" "z"
// expect: "😀" 10
// expect: first
// expect:   indented "quoted"
// expect: last\
// expect: 3
// expect: raw \n stays raw with 2
