// Compiler test style: starts(with:), hasPrefix/hasSuffix and canonical equivalence
let s = "prefix-body-suffix"
print(s.hasPrefix("prefix"), s.hasSuffix("suffix"), s.hasPrefix(""), s.hasSuffix("x-"))
print(s.starts(with: "pre"), s.starts(with: "body"))
print([1, 2, 3, 4].starts(with: [1, 2]), [1, 2].starts(with: [1, 2, 3]), [1].starts(with: []))
print([1, 2, 3].starts(with: [10, 20], by: { $0 * 10 == $1 }))

let composed = "\u{e9}t\u{e9}"
let decomposed = "e\u{301}te\u{301}"
print(composed.hasPrefix("e\u{301}"), decomposed.hasPrefix("\u{e9}"))
print(composed.starts(with: "e\u{301}"))
print(composed.unicodeScalars.starts(with: "e\u{301}".unicodeScalars))
print("e\u{301}x".hasPrefix("e"))

let words = ["apple", "apricot", "banana", "avocado", "blueberry"]
print(words.filter { $0.hasPrefix("ap") })
print(words.filter { $0.hasSuffix("y") || $0.hasSuffix("o") })
print(words.contains(where: { $0.starts(with: "ban") }))
func commonPrefix(_ a: String, _ b: String) -> String {
    String(zip(a, b).prefix(while: { $0 == $1 }).map { $0.0 })
}
print(commonPrefix("interstellar", "internet"), commonPrefix("abc", "xyz").isEmpty)
// expect: true true true false
// expect: true false
// expect: true false true
// expect: true
// expect: true true
// expect: true
// expect: false
// expect: false
// expect: ["apple", "apricot"]
// expect: ["avocado", "blueberry"]
// expect: true
// expect: inter true
