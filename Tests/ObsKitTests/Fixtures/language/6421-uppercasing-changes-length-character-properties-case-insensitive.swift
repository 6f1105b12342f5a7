// Swift forums "this surprised me" style (Character and case): uppercasing that changes length, Character properties and case-insensitive comparison
let street = "straße"
// Puzzle: what are the counts and comparisons?
print(street.count, street.uppercased(), street.uppercased().count)
print("ǅ".lowercased(), "ǅ".uppercased(), "İ".lowercased().count)
let ch: Character = "ß"
print(ch.isLetter, ch.isLowercase, ch.uppercased(), ch.isCased)

let samples: [Character] = ["a", "Z", "5", "٣", "½", " ", "\n", "é", "😀", "_"]
for c in samples {
    let flags = [c.isLetter ? "L" : "-", c.isNumber ? "N" : "-", c.isWholeNumber ? "W" : "-", c.isWhitespace ? "S" : "-", c.isPunctuation ? "P" : "-"]
    print(c == "\n" ? "\\n" : String(c), flags.joined(), c.wholeNumberValue.map(String.init) ?? "nil")
}
print("Apple".lowercased() == "apple", "Apple" == "apple", "Apple" < "apple", "Zebra" < "apple")
print(["banana", "Apple", "cherry"].sorted(), ["banana", "Apple", "cherry"].sorted { $0.lowercased() < $1.lowercased() })
print(Character("A").asciiValue!, Character("é").asciiValue as Any, Character("7").hexDigitValue!, Character("f").hexDigitValue!)
print(String("hello".map { $0.isLetter ? Character($0.uppercased()) : $0 }), "Hello World".filter { $0.isUppercase })
print("ﬁ".uppercased(), "ﬁ".count, "ﬁ".uppercased().count)

// expect: 6 STRASSE 7
// expect: ǆ Ǆ 1
// expect: true true SS true
// expect: a L---- nil
// expect: Z L---- nil
// expect: 5 -NW-- 5
// expect: ٣ -NW-- 3
// expect: ½ -N--- nil
// expect:   ---S- nil
// expect: \n ---S- nil
// expect: é L---- nil
// expect: 😀 ----- nil
// expect: _ ----P nil
// expect: true false true true
// expect: ["Apple", "banana", "cherry"] ["Apple", "banana", "cherry"]
// expect: 65 nil 7 15
// expect: HELLO HW
// expect: FI 1 2
