// Swift book style (Strings and Characters): literals, multiline, escapes, characters, indices, substrings
let intro = """
    First line
      indented line
    Last line \
    continued
    """
print(intro)
let quote = "\"Ok,\" she said \u{1F600}"
print(quote)
let raw = #"Use \n literally"#
print(raw)
var word = "cafe"
word += "s"
print(word, word.count)
for ch in "Hey!" { print(ch) }
let chars: [Character] = ["S", "w", "i", "m"]
print(String(chars))
let e1 = "caf\u{E9}"
let e2 = "caf\u{65}\u{301}"
print(e1 == e2, e1.count, e2.count)
let phrase = "Mountain air"
print(phrase[phrase.startIndex])
print(phrase[phrase.index(before: phrase.endIndex)])
let idx = phrase.index(phrase.startIndex, offsetBy: 4)
print(phrase[idx])
var mutable = "hello"
mutable.insert("!", at: mutable.endIndex)
mutable.insert(contentsOf: " there", at: mutable.index(before: mutable.endIndex))
print(mutable)
mutable.remove(at: mutable.index(before: mutable.endIndex))
print(mutable)
let space = mutable.firstIndex(of: " ") ?? mutable.endIndex
let first = mutable[..<space]
print(first, String(first).uppercased())
let lines = ["Act 1 Scene 1", "Act 1 Scene 2", "Act 2 Scene 1"]
print(lines.filter { $0.hasPrefix("Act 1") }.count)
print(lines.filter { $0.hasSuffix("Scene 1") }.count)
let dog = "Dog‼🐶"
print(dog.utf8.count, dog.utf16.count, dog.unicodeScalars.count)
for s in "Ab".unicodeScalars { print(s.value) }
print(word.isEmpty, "".isEmpty)
// expect: First line
// expect:   indented line
// expect: Last line continued
// expect: "Ok," she said 😀
// expect: Use \n literally
// expect: cafes 5
// expect: H
// expect: e
// expect: y
// expect: !
// expect: Swim
// expect: true 4 4
// expect: M
// expect: r
// expect: t
// expect: hello there!
// expect: hello there
// expect: hello HELLO
// expect: 2
// expect: 2
// expect: 10 6 5
// expect: 65
// expect: 98
// expect: false true
