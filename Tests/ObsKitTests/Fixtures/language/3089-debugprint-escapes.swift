// Compiler test style: debugPrint of strings containing escapes and unicode
debugPrint("plain")
debugPrint("quote \" inside")
debugPrint("back\\slash")
debugPrint("tab\tnewline\n")
debugPrint("nul\0end")
debugPrint("caf\u{E9}")
debugPrint("\r\n")
debugPrint(Character("\n"))
debugPrint("a", "b", separator: "+")
debugPrint(["x\ty", "z"])
debugPrint("")
debugPrint(Optional("opt"))
debugPrint("\u{7F}")
// expect: "plain"
// expect: "quote \" inside"
// expect: "back\\slash"
// expect: "tab\tnewline\n"
// expect: "nul\0end"
// expect: "café"
// expect: "\r\n"
// expect: "\n"
// expect: "a"+"b"
// expect: ["x\ty", "z"]
// expect: ""
// expect: Optional("opt")
// expect: "\u{7F}"
