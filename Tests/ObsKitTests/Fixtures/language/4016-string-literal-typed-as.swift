// Compiler test style: string literal typed as String, Character or Unicode.Scalar by context
func kind(_ s: String) -> String { "String" }
func kind(_ c: Character) -> String { "Character" }

print(kind("a"))
print(kind("ab"))
let ch: Character = "a"
print(kind(ch))

func scalarKind(_ u: Unicode.Scalar) -> String { "Scalar \(u.value)" }
print(scalarKind("A"))

let chars: [Character] = ["x", "y"]
print(chars, type(of: chars))
let scalars: [Unicode.Scalar] = ["a", "b"]
print(scalars.map { $0.value })

let s = "z"
print(type(of: s))
let joined = String(chars) + "!"
print(joined)
print(ch == "a", "a" == ch)
let c2 = Character("q")
print(type(of: c2), c2.isLetter)
let emoji: Character = "é"
print(emoji, String(emoji).count)
print(Array("hey"), type(of: Array("hey")))
// expect: String
// expect: String
// expect: Character
// expect: Scalar 65
// expect: ["x", "y"] Array<Character>
// expect: [97, 98]
// expect: String
// expect: xy!
// expect: true true
// expect: Character true
// expect: é 1
// expect: ["h", "e", "y"] Array<Character>
