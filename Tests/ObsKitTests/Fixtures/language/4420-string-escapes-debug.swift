// Compiler test style: escaping of special characters in debugDescription of strings

let samples = [
    "plain",
    "with \"quotes\"",
    "back\\slash",
    "tab\tchar",
    "new\nline",
    "carriage\rreturn",
    "nul\0byte",
    "bell\u{7}",
    "del\u{7F}",
    "emoji 🎉",
    "accent é",
    "zero width\u{200B}joiner",
    "single 'quote'",
    "",
]

for s in samples {
    debugPrint(s)
}

print(samples.count)
print(Array(samples.prefix(4)))
print(Array(samples.dropFirst(4).prefix(4)))

let chars: [Character] = ["\"", "\\", "\n", "\t", "a", "'"]
print(chars)
for c in chars { debugPrint(c) }

let scalars: [Unicode.Scalar] = ["\u{0}", "\u{1F}", "\u{A0}", "\u{FFFD}"]
print(scalars)
for u in scalars { debugPrint(u) }

print(String(reflecting: "a\"b"))
print(String(describing: "a\"b"))
print("interp \("a\"b")")
print("interp debug \(String(reflecting: "x\ny"))")

let dict = ["quote\"key": "tab\tvalue"]
print(dict)
let opt: String? = "line\nbreak"
print(opt as Any)

let multiline = """
    first "quoted"
    second\\
    """
print(multiline)
debugPrint(multiline)

let rawStr = #"C:\path\to "file""#
print(rawStr)
debugPrint(rawStr)

print("unicode escape: \u{41}\u{030A}")
debugPrint("\u{41}\u{030A}")
print("\u{41}\u{030A}".count)

dump("dumped \"string\"")
dump(["a\tb"])

// expect: "plain"
// expect: "with \"quotes\""
// expect: "back\\slash"
// expect: "tab\tchar"
// expect: "new\nline"
// expect: "carriage\rreturn"
// expect: "nul\0byte"
// expect: "bell\u{07}"
// expect: "del\u{7F}"
// expect: "emoji 🎉"
// expect: "accent é"
// expect: "zero width​joiner"
// expect: "single \'quote\'"
// expect: ""
// expect: 14
// expect: ["plain", "with \"quotes\"", "back\\slash", "tab\tchar"]
// expect: ["new\nline", "carriage\rreturn", "nul\0byte", "bell\u{07}"]
// expect: ["\"", "\\", "\n", "\t", "a", "\'"]
// expect: "\""
// expect: "\\"
// expect: "\n"
// expect: "\t"
// expect: "a"
// expect: "\'"
// expect: ["\0", "\u{1F}", "\u{00A0}", "\u{FFFD}"]
// expect: "\0"
// expect: "\u{1F}"
// expect: "\u{00A0}"
// expect: "\u{FFFD}"
// expect: "a\"b"
// expect: a"b
// expect: interp a"b
// expect: interp debug "x\ny"
// expect: ["quote\"key": "tab\tvalue"]
// expect: Optional("line\nbreak")
// expect: first "quoted"
// expect: second\
// expect: "first \"quoted\"\nsecond\\"
// expect: C:\path\to "file"
// expect: "C:\\path\\to \"file\""
// expect: unicode escape: Å
// expect: "Å"
// expect: 1
// expect: - "dumped \"string\""
// expect: ▿ 1 element
// expect:   - "a\tb"
