// Swift book style (Strings and Characters): literals, multiline, mutation and characters
let poem = """
    Roses are red,
      violets indent,
    this line ends \
    here.
    """
print(poem)

let escaped = "quote:\" backslash:\\"
print(escaped)
let heart = "\u{2665}"
print("unicode scalar: \(heart)")
let raw = #"raw \n stays"#
print(raw)

var greeting = "Hello"
greeting += ", "
greeting.append("world")
let bang: Character = "!"
greeting.append(bang)
print(greeting)

var empty = ""
print(empty.isEmpty)
empty = "x"
print(empty.isEmpty)

for ch in "Swift" {
    print(ch, terminator: "-")
}
print()

let letters: [Character] = ["c", "o", "d", "e"]
let word = String(letters)
print(word, word.count)

let multiplier = 4
print("\(multiplier) times 2.5 is \(Double(multiplier) * 2.5)")

// expect: Roses are red,
// expect:   violets indent,
// expect: this line ends here.
// expect: quote:" backslash:\
// expect: unicode scalar: ♥
// expect: raw \n stays
// expect: Hello, world!
// expect: true
// expect: false
// expect: S-w-i-f-t-
// expect: code 4
// expect: 4 times 2.5 is 10.0
