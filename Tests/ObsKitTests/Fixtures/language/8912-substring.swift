// Apple docs style (Substring): slices that share storage with the original string
let greeting = "Hi there! It's nice to meet you! 👋"
let endOfSentence = greeting.firstIndex(of: "!")!
let firstSentence = greeting[...endOfSentence]
print(firstSentence)
print(type(of: firstSentence))

// Converting to String for long-term storage
let rawInput = "126 a.b 22219 zzzzzz"
let numericPrefix = rawInput.prefix(while: { "0"..."9" ~= $0 })
print(numericPrefix, Int(numericPrefix) ?? -1)

// Substrings keep the indices of their base
let sentence = "The quick brown fox"
let words = sentence.split(separator: " ")
let second = words[1]
print(second, second.startIndex == sentence.index(sentence.startIndex, offsetBy: 4))
print(sentence.distance(from: sentence.startIndex, to: second.startIndex))

// Functions taking StringProtocol accept both
func shout<S: StringProtocol>(_ s: S) -> String {
    s.uppercased() + "!"
}
print(shout(second))
print(shout(sentence))

// Substring of a substring
let fox = words.last!
let ox = fox.dropFirst()
print(ox, ox.count)

// Building a String from several substrings
let initials = words.map { $0.prefix(1) }.joined()
print(initials)

// Substring mutation doesn't affect the original
var sub = sentence.suffix(5)
sub.append(contentsOf: "es")
print(sub, "|", sentence)

// Finding the longest word using substrings
let longest = words.max(by: { $0.count < $1.count })!
print("longest:", longest, "length:", longest.count)

// base property
print(second.base == sentence)

// expect: Hi there!
// expect: Substring
// expect: 126 126
// expect: quick true
// expect: 4
// expect: QUICK!
// expect: THE QUICK BROWN FOX!
// expect: ox 2
// expect: Tqbf
// expect: n foxes | The quick brown fox
// expect: longest: quick length: 5
// expect: true
