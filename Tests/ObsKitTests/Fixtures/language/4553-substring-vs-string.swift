// Swift book style: Substring shares storage and converts to String
let greeting = "Hello, world!"
let index = greeting.firstIndex(of: ",") ?? greeting.endIndex
let beginning = greeting[..<index]
let newString = String(beginning)
print(beginning, newString)
print(type(of: beginning), type(of: newString))

func describe(_ s: Substring) -> String {
    return "Substring(\(s.count)): \(s)"
}
func describe(_ s: String) -> String {
    return "String(\(s.count)): \(s)"
}
print(describe(beginning))
print(describe(newString))

let tail = greeting[greeting.index(after: index)...]
print("[\(tail)]")
let trimmed = tail.drop(while: { $0 == " " })
print("[\(trimmed)]", type(of: trimmed))

let sub = greeting.dropFirst(7).dropLast(1)
print(sub)
print(sub.startIndex == greeting.index(greeting.startIndex, offsetBy: 7))
print(greeting[sub.startIndex])

let prefix = greeting.prefix(5)
let suffix = greeting.suffix(6)
print(prefix, suffix)
print(prefix == "Hello", suffix.hasSuffix("!"))

var pieces: [Substring] = []
var rest = "alpha beta gamma"[...]
while let space = rest.firstIndex(of: " ") {
    pieces.append(rest[..<space])
    rest = rest[rest.index(after: space)...]
}
pieces.append(rest)
print(pieces)
print(pieces.map { String($0).uppercased() })

let upper = beginning.uppercased()
print(upper, type(of: upper))

func firstWord(_ text: String) -> Substring {
    if let sp = text.firstIndex(of: " ") {
        return text[..<sp]
    }
    return text[...]
}
let words = ["quick brown", "single", "two words here"]
for w in words {
    let fw = firstWord(w)
    print("\(w) -> \(fw) (\(fw.count))")
}

let s1: Substring = "abc"
let s2 = "xabcx".dropFirst().dropLast()
print(s1 == s2, s1 < "abd", String(s1) + String(s2))

var mutableSub = greeting[...]
mutableSub.removeFirst(7)
print(mutableSub, greeting)
let base = String(mutableSub.base)
print(base.count)

// expect: Hello Hello
// expect: Substring String
// expect: Substring(5): Hello
// expect: String(5): Hello
// expect: [ world!]
// expect: [world!] Substring
// expect: world
// expect: true
// expect: w
// expect: Hello world!
// expect: true true
// expect: ["alpha", "beta", "gamma"]
// expect: ["ALPHA", "BETA", "GAMMA"]
// expect: HELLO String
// expect: quick brown -> quick (5)
// expect: single -> single (6)
// expect: two words here -> two (3)
// expect: true true abcabc
// expect: world! Hello, world!
// expect: 13
