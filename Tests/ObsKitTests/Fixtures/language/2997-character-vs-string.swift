// Compiler test style: Character vs String inside collections and debug printing
let c: Character = "a"
let s: String = "a"
print(c, s)
debugPrint(c, s)
print([c])
print([s])
let mixed: [Any] = [c, s, 1]
print(mixed)
print(Array("héllo"))
print(Array("ab").map(String.init))
let quote: Character = "\""
print([quote])
debugPrint(quote)
let tab = "a\tb"
print([tab])
debugPrint(tab)
let newline: Character = "\n"
print([newline])
let emoji: Character = "🙂"
print([emoji], emoji)
let backslash = "\\"
print([backslash])
print(String(reflecting: "x\"y"))
print(String(describing: Character("z")))
print(String(reflecting: Character("z")))
let dict: [Character: String] = ["k": "v"]
print(dict)
print("abc".unicodeScalars.map { $0 })
print(Array("a b".utf8))
// expect: a a
// expect: "a" "a"
// expect: ["a"]
// expect: ["a"]
// expect: ["a", "a", 1]
// expect: ["h", "é", "l", "l", "o"]
// expect: ["a", "b"]
// expect: ["\""]
// expect: "\""
// expect: ["a\tb"]
// expect: "a\tb"
// expect: ["\n"]
// expect: ["🙂"] 🙂
// expect: ["\\"]
// expect: "x\"y"
// expect: z
// expect: "z"
// expect: ["k": "v"]
// expect: ["a", "b", "c"]
// expect: [97, 32, 98]
