// Swift book style: Strings and Characters: comparing, case mapping, character properties, substrings
let words = ["zebra", "Apple", "éclair", "apple", "Zoo", "eclair"]
print(words.sorted())
print(words.sorted { $0.lowercased() < $1.lowercased() })
print("a" < "b", "Z" < "a", "é" > "e", "10" < "9", "abc" < "abcd")

print("straße".uppercased(), "ÀÉÎ".lowercased(), "hello world".split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " "))
let mixed: [Character] = ["7", "x", " ", "Ä", "٣", "½", "\n", "!"]
for ch in mixed {
    let tags = [ch.isNumber ? "num" : nil, ch.isLetter ? "letter" : nil, ch.isWhitespace ? "space" : nil,
                ch.isPunctuation ? "punct" : nil, ch.isUppercase ? "upper" : nil].compactMap { $0 }
    print(ch.isNewline ? "\\n" : String(ch), tags, ch.wholeNumberValue as Any)
}

let title = "The Swift Programming Language"
let upToSpace = title.prefix { $0 != " " }
let lastWord = title.split(separator: " ").last!
print(upToSpace, lastWord, type(of: lastWord), lastWord.startIndex == title.index(title.startIndex, offsetBy: 22))
let middle = title.dropFirst(4).dropLast(9)
print("[\(middle)]", middle.count, String(middle) == "Swift Programming")
print(title.lowercased().filter { "aeiou".contains($0) }.count, title.firstIndex(of: "P").map { title.distance(from: title.startIndex, to: $0) } ?? -1)
print(title.contains("Swift"), title.hasPrefix("the"), title.starts(with: "The S"))

var accents = "naïve café"
if let r = accents.firstRange(of: "café") {
    accents.replaceSubrange(r, with: "coffee")
}
print(accents, accents.count, accents.utf8.count)
print(String(accents.reversed()), accents.replacing("e", with: "E"))
let csv = "name,,age,city,"
print(csv.split(separator: ",").count, csv.split(separator: ",", omittingEmptySubsequences: false).count, csv.split(separator: ",", maxSplits: 1))
print("x".elementsEqual("x"), "ß".lowercased() == "ß", "ﬁ".uppercased(), String(repeating: "ab", count: 3), "Swift".map { $0.asciiValue ?? 0 })

// expect: ["Apple", "Zoo", "apple", "eclair", "zebra", "éclair"]
// expect: ["Apple", "apple", "eclair", "zebra", "Zoo", "éclair"]
// expect: true true true true true
// expect: STRASSE àéî Hello World
// expect: 7 ["num"] Optional(7)
// expect: x ["letter"] nil
// expect:   ["space"] nil
// expect: Ä ["letter", "upper"] nil
// expect: ٣ ["num"] Optional(3)
// expect: ½ ["num"] nil
// expect: \n ["space"] nil
// expect: ! ["punct"] nil
// expect: The Language Substring true
// expect: [Swift Programming] 17 true
// expect: 9 10
// expect: true false true
// expect: naïve coffee 12 13
// expect: eeffoc evïan naïvE coffEE
// expect: 3 5 ["name", ",age,city,"]
// expect: true true FI ababab [83, 119, 105, 102, 116]
