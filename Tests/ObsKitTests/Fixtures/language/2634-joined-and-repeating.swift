// Compiler test style: joined with and without separators, String(repeating:) for String and Character
let parts = ["a", "bc", "", "def"]
print(parts.joined())
print(parts.joined(separator: "-"))
print(parts.joined(separator: ""))

let nested = [[1, 2], [], [3], [4, 5, 6]]
print(Array(nested.joined()))
print(Array(nested.joined(separator: [0, 0])))
print(nested.joined().reduce(0, +))

print(String(repeating: "ab", count: 3))
print(String(repeating: Character("x"), count: 5))
print(String(repeating: "z", count: 0).isEmpty, [String]().joined(separator: ",") == "")
let arr = Array(repeating: "q", count: 3)
print(arr, arr.count)

let chars: [Character] = ["h", "i", "!"]
print(String(chars), chars.map(String.init).joined(separator: "."))
let lines = ["one", "two"].map { String(repeating: " ", count: $0.count) + $0 }
print(lines.joined(separator: "|"))
// expect: abcdef
// expect: a-bc--def
// expect: abcdef
// expect: [1, 2, 3, 4, 5, 6]
// expect: [1, 2, 0, 0, 0, 0, 3, 0, 0, 4, 5, 6]
// expect: 21
// expect: ababab
// expect: xxxxx
// expect: true true
// expect: ["q", "q", "q"] 3
// expect: hi! h.i.!
// expect:    one|   two
