// Compiler test style: joined() and joined(separator:) on strings, substrings and characters
let words = ["alpha", "beta", "gamma"]
print(words.joined())
print(words.joined(separator: ", "))
print(words.joined(separator: ""))

let subs = "a b c".split(separator: " ")
print(subs.joined(separator: "+"))

let nested = [["x", "y"], ["z"]]
print(nested.map { $0.joined(separator: ".") }.joined(separator: " | "))

let chars: [Character] = ["S", "w", "i", "f", "t"]
print(String(chars))
let lazyJoined = words.lazy.map { $0.uppercased() }.joined(separator: "-")
print(lazyJoined)

let lines = ["first", "second"].joined(separator: "\n")
print(lines)
print(words.map { $0.count }.map(String.init).joined(separator: "/"))
// expect: alphabetagamma
// expect: alpha, beta, gamma
// expect: alphabetagamma
// expect: a+b+c
// expect: x.y | z
// expect: Swift
// expect: ALPHA-BETA-GAMMA
// expect: first
// expect: second
// expect: 5/4/5
