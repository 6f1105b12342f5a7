// debugPrint and String(reflecting:) escape strings as Swift does: tabs, newlines, quotes, backslashes, NUL and control characters.
// Expected output: swiftc 6.3.1 on this machine.
debugPrint("tab\there", "line\nbreak", "quote\"s", "back\\slash")
debugPrint("nul\0", "bell\u{7}", "é and 🐸")
print(String(reflecting: "a\tb"), String(describing: "a\tb"))
print(["x\ny", "z"], ["k": "v\t"])
debugPrint(1, 2.5, true, nil as Int?, Optional("s"))
let carriage = "one\r\ntwo"
debugPrint(carriage)
print(carriage.count, carriage.unicodeScalars.count)

// expect: "tab\there" "line\nbreak" "quote\"s" "back\\slash"
// expect: "nul\0" "bell\u{07}" "é and 🐸"
// expect: "a\tb" a	b
// expect: ["x\ny", "z"] ["k": "v\t"]
// expect: 1 2.5 true nil Optional("s")
// expect: "one\r\ntwo"
// expect: 7 8
