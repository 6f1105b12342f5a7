// Compiler test style (strings): debugDescription of optionals, arrays and dictionaries of strings, with escaping
let plain = "tab\there"
let quoted = "say \"hi\""
let multi = "line1\nline2"
let backslash = "a\\b"
let unicode = "é\u{0}z"
for s in [plain, quoted, multi, backslash, unicode] {
    print(s.debugDescription)
}
print([plain, quoted])
print([multi, backslash])
print(["\r", "\u{7F}", "\u{1F600}"])
print(Optional(quoted) as Any)
print(Optional(Optional(multi)) as Any)

let opt: String? = "x"
let none: String? = nil
print(opt.debugDescription, none.debugDescription)
print(String(describing: opt), String(describing: none))
print("\(opt as Any) \(none as Any)")

let nested: [[String]] = [["a"], [], ["b", "c"]]
print(nested, nested.debugDescription == nested.description)
let optArray: [String?] = ["p", nil, "q"]
print(optArray)
let dict: [String: [String]] = ["k": ["v1", "v2"]]
print(dict)
let tupled = ("x", 1, Optional("y"))
print(tupled)
print([("a", 1)], [(label: "b", n: 2)])

let chars: [Character] = ["a", "\n", "\""]
print(chars)
print(chars.map { $0.debugDescription })
let subs = "a,b".split(separator: ",")
print(subs, subs.debugDescription)
let empty: [String] = []
print(empty, [""], [" "])
print(["a": Optional<Int>.none])
print([1: "one"].first!)
print(Array(repeating: "-", count: 3))

// expect: "tab\there"
// expect: "say \"hi\""
// expect: "line1\nline2"
// expect: "a\\b"
// expect: "é\0z"
// expect: ["tab\there", "say \"hi\""]
// expect: ["line1\nline2", "a\\b"]
// expect: ["\r", "\u{7F}", "😀"]
// expect: Optional("say \"hi\"")
// expect: Optional(Optional("line1\nline2"))
// expect: Optional("x") nil
// expect: Optional("x") nil
// expect: Optional("x") nil
// expect: [["a"], [], ["b", "c"]] true
// expect: [Optional("p"), nil, Optional("q")]
// expect: ["k": ["v1", "v2"]]
// expect: ("x", 1, Optional("y"))
// expect: [("a", 1)] [(label: "b", n: 2)]
// expect: ["a", "\n", "\""]
// expect: ["\"a\"", "\"\\n\"", "\"\\\"\""]
// expect: ["a", "b"] ["a", "b"]
// expect: [] [""] [" "]
// expect: ["a": nil]
// expect: (key: 1, value: "one")
// expect: ["-", "-", "-"]
