// Swift book style: special characters, escapes and extended delimiters
// Checks: \t \" \\ \' escapes, \u{...} unicode scalars, raw strings with #
// where escapes and interpolation need the # form, ## delimiters, and
// multiline raw strings.

let wiseWords = "\"Imagination is more important than knowledge\" - Einstein"
print(wiseWords)
let dollarSign = "\u{24}"
let blackHeart = "\u{2665}"
let sparklingHeart = "\u{1F496}"
print(dollarSign, blackHeart, sparklingHeart)
print(dollarSign.count, blackHeart.count, sparklingHeart.count)
print(sparklingHeart.unicodeScalars.count, sparklingHeart.utf16.count, sparklingHeart.utf8.count)

print("tab:[\t] backslash:[\\] single:[\'] double:[\"]")
print("null char count: \("a\0b".count)")

let raw = #"Line 1\nLine 2"#
print(raw)
print(raw.count)
let rawEscaped = #"Line 1\#nLine 2"#
print(rawEscaped)
let value = 12
print(#"no interpolation: \(value)"#)
print(#"with interpolation: \#(value)"#)
print(##"double hash keeps \#(value) literal, uses \##(value)"##)
print(#"quotes "inside" a raw string"#)
print(##"a "# sequence inside"##)

let rawMultiline = #"""
    Here are three more double quotes: """
    and a literal \n too
    """#
print(rawMultiline)

let smile = "\u{1F600}"
print(smile)
print("\u{1F600}" == "😀")
print("caf\u{E9}")
print("e\u{301}" == "\u{E9}")

let scalarValue: Unicode.Scalar = "\u{41}"
print(scalarValue, scalarValue.value)
let fromNumber = Unicode.Scalar(0x263A)!
print(fromNumber, Character(fromNumber))
print(String(fromNumber).unicodeScalars.first!.value)

// Character literal escapes
let newline: Character = "\n"
let quoteChar: Character = "\""
print(quoteChar, newline == "\n", newline.isNewline)
print("a\tb".split(separator: "\t"))

// Escapes inside interpolation
let items = ["x", "y"]
print("joined: \(items.joined(separator: "\\"))")
print("nested quotes: \("inner \"quoted\"")")

// Debug description escapes
print(String(reflecting: "tab\there"))
print(String(reflecting: "quote\"here"))
print(["a\"b", "c\\d"])
let ch: Character = "\u{1F1FA}\u{1F1F8}"
print(ch, String(ch).count, String(ch).unicodeScalars.count)
print([smile, "plain"])

// expect: "Imagination is more important than knowledge" - Einstein
// expect: $ ♥ 💖
// expect: 1 1 1
// expect: 1 2 4
// expect: tab:[	] backslash:[\] single:['] double:["]
// expect: null char count: 3
// expect: Line 1\nLine 2
// expect: 14
// expect: Line 1
// expect: Line 2
// expect: no interpolation: \(value)
// expect: with interpolation: 12
// expect: double hash keeps \#(value) literal, uses 12
// expect: quotes "inside" a raw string
// expect: a "# sequence inside
// expect: Here are three more double quotes: """
// expect: and a literal \n too
// expect: 😀
// expect: true
// expect: café
// expect: true
// expect: A 65
// expect: ☺ ☺
// expect: 9786
// expect: " true true
// expect: ["a", "b"]
// expect: joined: x\y
// expect: nested quotes: inner "quoted"
// expect: "tab\there"
// expect: "quote\"here"
// expect: ["a\"b", "c\\d"]
// expect: 🇺🇸 1 2
// expect: ["😀", "plain"]
