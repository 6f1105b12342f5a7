// Compiler test style: converting between String, [Character] and [String]
let word = "swift"
let chars = Array(word)
print(chars)
print(type(of: chars))
let back = String(chars)
print(back, back == word)

let strings = word.map { String($0) }
print(strings, type(of: strings))
print(strings.joined(separator: "-"))

var mutable = Array("hello")
mutable[0] = "j"
mutable.swapAt(1, 4)
print(String(mutable))
mutable.reverse()
print(String(mutable))
mutable.sort()
print(String(mutable))

let fromSlice = String(chars[1...3])
print(fromSlice)
let fromReversed = String(word.reversed())
print(fromReversed)
let rev: ReversedCollection<String> = word.reversed()
print(Array(rev))

let upperChars: [Character] = word.map { Character($0.uppercased()) }
print(String(upperChars))

let scalarsToChars = word.unicodeScalars.map { Character($0) }
print(scalarsToChars.count)

var builder: [Character] = []
for (i, c) in word.enumerated() {
    builder.append(c)
    if i < word.count - 1 { builder.append("·") }
}
print(String(builder))

let grid = ["#..#", ".##.", "#..#"].map(Array.init)
for row in grid {
    print(String(row.map { $0 == "#" ? "█" : " " }))
}
let transposed = (0..<grid[0].count).map { col in String(grid.map { $0[col] }) }
print(transposed)

func rotateLeft(_ s: String, by n: Int) -> String {
    let a = Array(s)
    guard !a.isEmpty else { return s }
    let k = n % a.count
    return String(a[k...] + a[..<k])
}
print(rotateLeft("abcdef", by: 2), rotateLeft("abcdef", by: 8), rotateLeft("", by: 3))

let chunks = stride(from: 0, to: chars.count, by: 2).map { String(chars[$0..<min($0 + 2, chars.count)]) }
print(chunks)

let interleaved = zip("abc", "123").flatMap { [$0, $1] }
print(String(interleaved))

let charStrings: [String] = ["a", "b", "c"]
let joinedChars = charStrings.map { Character($0) }
print(String(joinedChars), charStrings.joined())

let flattened = ["ab", "cd", "ef"].flatMap { $0 }
print(flattened, String(flattened))
let counts = ["one", "three", "five"].map { ($0, $0.count) }
print(counts.map { "\($0.0)=\($0.1)" })
let emptyString = String([Character]())
print(emptyString.isEmpty, Array("").count)
let mixedOut = Array("a1b2").map { $0.isNumber ? "<\($0)>" : String($0) }
print(mixedOut.joined())

// expect: ["s", "w", "i", "f", "t"]
// expect: Array<Character>
// expect: swift true
// expect: ["s", "w", "i", "f", "t"] Array<String>
// expect: s-w-i-f-t
// expect: jolle
// expect: elloj
// expect: ejllo
// expect: wif
// expect: tfiws
// expect: ["t", "f", "i", "w", "s"]
// expect: SWIFT
// expect: 5
// expect: s·w·i·f·t
// expect: █  █
// expect:  ██ 
// expect: █  █
// expect: ["#.#", ".#.", ".#.", "#.#"]
// expect: cdefab cdefab 
// expect: ["sw", "if", "t"]
// expect: a1b2c3
// expect: abc abc
// expect: ["a", "b", "c", "d", "e", "f"] abcdef
// expect: ["one=3", "three=5", "five=4"]
// expect: true 0
// expect: a<1>b<2>
