// Compiler test style: prefix(while:), drop(while:), lazy, zip, enumerated and stride over strings
let line = "   42 apples and 7 oranges"
let leading = line.prefix(while: { $0 == " " })
print(leading.count)
let afterSpaces = line.drop(while: { $0 == " " })
let number = afterSpaces.prefix(while: { $0.isNumber })
print(number, Int(number)! * 2)
let restOfLine = afterSpaces.dropFirst(number.count)
print("[\(restOfLine)]")

let lazyUpper = line.lazy.filter { $0.isLetter }.map { $0.uppercased() }
print(String(lazyUpper.prefix(6).joined()))
let firstDigit = line.lazy.compactMap { $0.wholeNumberValue }.first
print(firstDigit ?? -1)

for (i, c) in "abc".enumerated() {
    print(i, c, terminator: i == 2 ? "\n" : "; ")
}
for (c, n) in zip("xyz", 1...) {
    print("\(c)\(n)", terminator: " ")
}
print()

let word = "programming"
let everyOther = stride(from: 0, to: word.count, by: 2).map { word[word.index(word.startIndex, offsetBy: $0)] }
print(String(everyOther))
let pairs = zip(word, word.dropFirst()).filter { $0 == $1 }.map { String($0.0) }
print(pairs)

let firstVowel = word.first { "aeiou".contains($0) }
let lastConsonant = word.last { !"aeiou".contains($0) }
print(firstVowel!, lastConsonant!)
print(word.contains { $0 == "z" }, word.allSatisfy { $0.isLowercase })
print(word.firstIndex(of: "g").map { word.distance(from: word.startIndex, to: $0) }!)

let counted = word.enumerated().filter { $0.element == "m" }.map { $0.offset }
print(counted)

let sentence = "one two three four five six"
let w = sentence.split(separator: " ")
let paired = stride(from: 0, to: w.count - 1, by: 2).map { "\(w[$0])+\(w[$0 + 1])" }
print(paired)

var iterator = "hey".makeIterator()
while let c = iterator.next() {
    print(c.uppercased(), terminator: "")
}
print()

let seq = sequence(first: "a") { s in s.count < 5 ? s + String(s.last!.asciiValue.map { Character(UnicodeScalar($0 + 1)) }!) : nil }
print(Array(seq))

let spiral = sequence(state: Array("spiral").makeIterator()) { it -> String? in
    guard let c = it.next() else { return nil }
    return String(repeating: c, count: 2)
}
print(spiral.joined(separator: "."))

let chunked = sequence(state: Substring("abcdefghij")) { rest -> Substring? in
    guard !rest.isEmpty else { return nil }
    let head = rest.prefix(3)
    rest = rest.dropFirst(3)
    return head
}
print(Array(chunked))

let totals = "a1b22c333".split(whereSeparator: { $0.isLetter }).map { $0.reduce(0) { $0 + $1.wholeNumberValue! } }
print(totals)
let maxRun = "aaabbccccd".reduce(into: (prev: Character(" "), cur: 0, best: 0)) { acc, c in
    acc.cur = c == acc.prev ? acc.cur + 1 : 1
    acc.prev = c
    acc.best = max(acc.best, acc.cur)
}
print(maxRun.best)
print(word.reversed().enumerated().prefix(3).map { "\($0.offset)\($0.element)" })

// expect: 3
// expect: 42 84
// expect: [ apples and 7 oranges]
// expect: APPLES
// expect: 4
// expect: 0 a; 1 b; 2 c
// expect: x1 y2 z3 
// expect: pormig
// expect: ["m"]
// expect: o g
// expect: false true
// expect: 3
// expect: [6, 7]
// expect: ["one+two", "three+four", "five+six"]
// expect: HEY
// expect: ["a", "ab", "abc", "abcd", "abcde"]
// expect: ss.pp.ii.rr.aa.ll
// expect: ["abc", "def", "ghi", "j"]
// expect: [1, 4, 9]
// expect: 4
// expect: ["0g", "1n", "2i"]
