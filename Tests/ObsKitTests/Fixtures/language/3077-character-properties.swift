// Compiler test style: Character classification properties
let samples: [Character] = ["a", "Z", "5", " ", "\t", "\n", "!", "\u{E9}", "\u{0663}", "_"]
for c in samples {
  let label = c.isWhitespace ? "ws" : String(c)
  var flags: [String] = []
  if c.isLetter { flags.append("letter") }
  if c.isNumber { flags.append("number") }
  if c.isWhitespace { flags.append("whitespace") }
  if c.isPunctuation { flags.append("punct") }
  if c.isNewline { flags.append("newline") }
  if c.isASCII { flags.append("ascii") }
  print(label, flags.joined(separator: ","))
}
// expect: a letter,ascii
// expect: Z letter,ascii
// expect: 5 number,ascii
// expect: ws whitespace,ascii
// expect: ws whitespace,ascii
// expect: ws whitespace,newline,ascii
// expect: ! punct,ascii
// expect: é letter
// expect: ٣ number
// expect: _ punct,ascii
