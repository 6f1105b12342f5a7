// Apple docs style (Substring): slicing strings without copying
let greeting = "Hi there! It's nice to meet you! 👋"
let endOfSentence = greeting.firstIndex(of: "!")!
let firstSentence = greeting[...endOfSentence]
print(firstSentence)
print(type(of: firstSentence))

let rawInput = "126 a.b 22219 zzzzzz"
let numericPrefix = rawInput.prefix(while: { "0"..."9" ~= $0 })
print("numeric prefix:", numericPrefix)
let converted = Int(numericPrefix)
print("converted:", converted ?? -1)

let stored = String(firstSentence)
print("stored as String:", stored, type(of: stored))

let sentence = "the rain in spain falls mainly"
let words: [Substring] = sentence.split(separator: " ")
for w in words where w.contains("ain") {
    print("'\(w)' starts at \(sentence.distance(from: sentence.startIndex, to: w.startIndex))")
}

let third = words[2]
print("third word:", third, "base offset:", sentence.distance(from: sentence.startIndex, to: third.startIndex))
print("third uppercased:", third.uppercased(), type(of: third.uppercased()))
print("substring equal to string:", third == "in")

var sub = sentence.dropFirst(4).prefix(4)
print("sub:", sub)
sub.append(contentsOf: "bow")
print("after append:", sub, "| original:", sentence)

let date = "2024-03-15"
let comps = date.split(separator: "-").compactMap { Int($0) }
print("date parts:", comps)

func firstWord(_ text: Substring) -> Substring {
    text.prefix { !$0.isWhitespace }
}
print("firstWord:", firstWord(sentence[...]))
print("firstWord of slice:", firstWord(sentence.dropFirst(9)))

let lastTwo = sentence.suffix(6)
print("suffix(6):", lastTwo, "hasSuffix:", lastTwo.hasSuffix("ly"))
let trimmed = "***note***".drop(while: { $0 == "*" })
print("drop(while:):", trimmed)
let trimmedBoth = trimmed.reversed().drop(while: { $0 == "*" }).reversed()
print("both sides:", String(trimmedBoth))
print("lowercased and filtered:", String(greeting.dropLast(2).filter { $0.isLetter || $0 == " " }.lowercased()))
// expect: Hi there!
// expect: Substring
// expect: numeric prefix: 126
// expect: converted: 126
// expect: stored as String: Hi there! String
// expect: 'rain' starts at 4
// expect: 'spain' starts at 12
// expect: 'mainly' starts at 24
// expect: third word: in base offset: 9
// expect: third uppercased: IN String
// expect: substring equal to string: true
// expect: sub: rain
// expect: after append: rainbow | original: the rain in spain falls mainly
// expect: date parts: [2024, 3, 15]
// expect: firstWord: the
// expect: firstWord of slice: in
// expect: suffix(6): mainly hasSuffix: true
// expect: drop(while:): note***
// expect: both sides: note
// expect: lowercased and filtered: hi there its nice to meet you
