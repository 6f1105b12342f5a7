// Iterating a String's Characters and classifying them.
let text = "Hello World 42!"
var vowels = 0, digits = 0, upper = 0, spaces = 0
for ch in text {
    if "aeiouAEIOU".contains(ch) { vowels += 1 }
    if ch.isNumber { digits += 1 }
    if ch.isUppercase { upper += 1 }
    if ch == " " { spaces += 1 }
}
print(vowels, digits, upper, spaces)
var reversedWords: [String] = []
for word in text.split(separator: " ") {
    reversedWords.append(String(word.reversed()))
}
print(reversedWords.joined(separator: " "))
for (i, ch) in "abc".enumerated() {
    print(i, ch)
}
let letters = text.filter { $0.isLetter }
print(letters, letters.count)
print(Array("hey"), "hey".map { String($0).uppercased() })

// expect: 3 2 2 2
// expect: olleH dlroW !24
// expect: 0 a
// expect: 1 b
// expect: 2 c
// expect: HelloWorld 10
// expect: ["h", "e", "y"] ["H", "E", "Y"]
