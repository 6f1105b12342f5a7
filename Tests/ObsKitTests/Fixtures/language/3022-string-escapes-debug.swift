// Compiler test style: debug descriptions of strings with escapes and special characters
let samples = [
  "plain",
  "tab\there",
  "new\nline",
  "cr\rreturn",
  "quote\"s",
  "single'quote",
  "back\\slash",
  "nul\0byte",
  "bell\u{7}",
  "del\u{7F}",
  "é accent",
  "😀 emoji",
  "",
  " spaces ",
]
for s in samples {
  debugPrint(s)
}
print(samples.count)
print(["a\nb", "c\"d"])
let chars: [Character] = ["\t", "\0", "'", "\u{1}"]
print(chars)
debugPrint(Character("\u{301}"))
print(String(reflecting: "x\u{200B}y"))
let scalars: [Unicode.Scalar] = ["a", "\n", "\u{1F600}"]
print(scalars)
debugPrint(Unicode.Scalar(65)!)
print("café".utf8.count, "café".count)
// expect: "plain"
// expect: "tab\there"
// expect: "new\nline"
// expect: "cr\rreturn"
// expect: "quote\"s"
// expect: "single\'quote"
// expect: "back\\slash"
// expect: "nul\0byte"
// expect: "bell\u{07}"
// expect: "del\u{7F}"
// expect: "é accent"
// expect: "😀 emoji"
// expect: ""
// expect: " spaces "
// expect: 14
// expect: ["a\nb", "c\"d"]
// expect: ["\t", "\0", "\'", "\u{01}"]
// expect: "\u{0301}"
// expect: "x​y"
// expect: ["a", "\n", "\u{0001F600}"]
// expect: "A"
// expect: 5 4
