// Compiler test style: lowercased/uppercased and Character case properties
let mixed = "Hello World 123"
print(mixed.lowercased())
print(mixed.uppercased())
print("stra\u{DF}e".uppercased())
print("\u{C9}COLE".lowercased())

let c: Character = "q"
print(c.uppercased(), c.isLowercase, c.isUppercase)
let d: Character = "7"
print(d.isLowercase, d.isUppercase, d.isCased)

func titleCase(_ s: String) -> String {
  return s.split(separator: " ").map { word -> String in
    guard let first = word.first else { return "" }
    return first.uppercased() + word.dropFirst().lowercased()
  }.joined(separator: " ")
}
print(titleCase("the QUICK brown fOX"))
print("ABC".lowercased() == "abc")
// expect: hello world 123
// expect: HELLO WORLD 123
// expect: STRASSE
// expect: école
// expect: Q true false
// expect: false false false
// expect: The Quick Brown Fox
// expect: true
