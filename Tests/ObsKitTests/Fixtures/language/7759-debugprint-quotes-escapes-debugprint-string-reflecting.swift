// Blog style (debugPrint): quotes and escapes with debugPrint and String(reflecting:)
let s = "He said \"hi\"\n\tand left\\"
print(s)
debugPrint(s)
print(String(reflecting: s))
print(String(describing: s))
let c: Character = "\""
print(c)
debugPrint(c)
let nl: Character = "\n"
debugPrint(nl)
debugPrint("tab\t", "cr\r")
debugPrint(1, 2.0, "three", separator: ", ")
debugPrint(["a\"b", "c"])
let uni = "caf\u{E9} \u{1F600}"
print(uni)
debugPrint(uni)
debugPrint("null\0char")
debugPrint("")
debugPrint("'single'")
print(s.debugDescription)
print("x".debugDescription.count)
let sub = "hello"[...]
debugPrint(sub)
// expect: He said "hi"
// expect: 	and left\
// expect: "He said \"hi\"\n\tand left\\"
// expect: "He said \"hi\"\n\tand left\\"
// expect: He said "hi"
// expect: 	and left\
// expect: "
// expect: "\""
// expect: "\n"
// expect: "tab\t" "cr\r"
// expect: 1, 2.0, "three"
// expect: ["a\"b", "c"]
// expect: café 😀
// expect: "café 😀"
// expect: "null\0char"
// expect: ""
// expect: "\'single\'"
// expect: "He said \"hi\"\n\tand left\\"
// expect: 3
// expect: "hello"
