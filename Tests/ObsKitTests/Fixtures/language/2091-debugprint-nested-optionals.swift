// Compiler test style: print versus debugPrint of nested collections of strings and optionals
let words = ["alpha", "be\"ta", "new\nline", "tab\t"]
print(words)
debugPrint(words)
print(words[0], words[1])
debugPrint(words[0], words[1])

let opts: [String?] = ["x", nil, ""]
print(opts)
debugPrint(opts)

let nested: [[String?]] = [["a"], [nil, "b"], []]
print(nested)
debugPrint(nested)

let single: [String: [Int?]] = ["k": [1, nil]]
print(single)
debugPrint(single)

let deep: String?? = .some(nil)
let deep2: String?? = "v"
print(deep as Any, deep2 as Any)
debugPrint(deep as Any, deep2 as Any)

let tuple = ("s", Optional("t"), [Character("c")])
print(tuple)
debugPrint(tuple)

let chars: [Character] = ["q", "\""]
print(chars)
debugPrint(chars)
let sub = "hello world".split(separator: " ")
print(sub)
debugPrint(sub)
print(String(describing: opts), String(reflecting: words[2]))
let range = 1..<4
print(range, [range])
debugPrint(range, 1...2)

// expect: ["alpha", "be\"ta", "new\nline", "tab\t"]
// expect: ["alpha", "be\"ta", "new\nline", "tab\t"]
// expect: alpha be"ta
// expect: "alpha" "be\"ta"
// expect: [Optional("x"), nil, Optional("")]
// expect: [Optional("x"), nil, Optional("")]
// expect: [[Optional("a")], [nil, Optional("b")], []]
// expect: [[Optional("a")], [nil, Optional("b")], []]
// expect: ["k": [Optional(1), nil]]
// expect: ["k": [Optional(1), nil]]
// expect: Optional(nil) Optional(Optional("v"))
// expect: Optional(nil) Optional(Optional("v"))
// expect: ("s", Optional("t"), ["c"])
// expect: ("s", Optional("t"), ["c"])
// expect: ["q", "\""]
// expect: ["q", "\""]
// expect: ["hello", "world"]
// expect: ["hello", "world"]
// expect: [Optional("x"), nil, Optional("")] "new\nline"
// expect: 1..<4 [Range(1..<4)]
// expect: Range(1..<4) ClosedRange(1...2)
