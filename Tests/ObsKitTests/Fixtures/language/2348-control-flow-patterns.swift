// Swift book style: Control Flow: optional patterns, for case, while let, custom ~= matching, compound cases
let maybeNumbers: [Int?] = [1, nil, 3, nil, 5]
for case let n? in maybeNumbers { print("got \(n)", terminator: " ") }
print()
for case let n? in maybeNumbers where n > 2 { print("big \(n)", terminator: " ") }
print()

enum Token { case number(Int), word(String), symbol(Character) }
let tokens: [Token] = [.word("let"), .word("x"), .symbol("="), .number(4), .symbol("+"), .number(38)]
var total = 0
for case .number(let value) in tokens { total += value }
print("numbers sum to \(total)")
let words = tokens.compactMap { token -> String? in
    if case .word(let w) = token { return w }
    return nil
}
print(words)

var stack = [1, 2, 3]
while let top = stack.popLast() { print("popped \(top)", terminator: "; ") }
print("empty: \(stack.isEmpty)")

func ~= (pattern: (Int) -> Bool, value: Int) -> Bool { pattern(value) }
let isEven: (Int) -> Bool = { $0 % 2 == 0 }
struct Prefix { let text: String }
func ~= (pattern: Prefix, value: String) -> Bool { value.hasPrefix(pattern.text) }
for n in [4, 7, 15] {
    switch n {
    case isEven: print("\(n) is even")
    case 10...: print("\(n) is large and odd")
    default: print("\(n) is small and odd")
    }
}
for command in ["git push", "npm install", "ls"] {
    switch command {
    case Prefix(text: "git"): print("version control: \(command)")
    case Prefix(text: "npm"), Prefix(text: "yarn"): print("package manager: \(command)")
    default: print("other: \(command)")
    }
}

let someCharacter: Character = "e"
switch someCharacter {
case "a", "e", "i", "o", "u": print("\(someCharacter) is a vowel")
default: print("\(someCharacter) is not a vowel")
}
let stillAnotherPoint = (9, 0)
switch stillAnotherPoint {
case (let distance, 0), (0, let distance): print("On an axis, \(distance) from the origin")
default: print("Not on an axis")
}
let age: Int? = 34
switch age {
case .none: print("unknown age")
case .some(0..<18): print("minor")
case let .some(a) where a >= 65: print("senior \(a)")
case let a?: print("adult \(a)")
}
let temperature = 23
if case 20...25 = temperature { print("comfortable \(temperature)") }
let pair = (name: "Ada", role: "admin")
switch pair {
case (_, "admin") where pair.name.count < 4: print("short admin \(pair.name)")
case (let name, _): print("user \(name)")
}
let values: [Any] = [1, "two", 3.0, [4]]
for case let s as String in values { print("string element: \(s)") }

// expect: got 1 got 3 got 5 
// expect: big 3 big 5 
// expect: numbers sum to 42
// expect: ["let", "x"]
// expect: popped 3; popped 2; popped 1; empty: true
// expect: 4 is even
// expect: 7 is small and odd
// expect: 15 is large and odd
// expect: version control: git push
// expect: package manager: npm install
// expect: other: ls
// expect: e is a vowel
// expect: On an axis, 9 from the origin
// expect: adult 34
// expect: comfortable 23
// expect: short admin Ada
// expect: string element: two
