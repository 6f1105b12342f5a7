// FizzBuzz variants: classic, rule table, with switch on tuples, a custom rules struct, and counting results (expected output from swiftc 6.3.1 on Linux)
func classic(_ n: Int) -> String {
    if n % 15 == 0 { return "FizzBuzz" }
    if n % 3 == 0 { return "Fizz" }
    if n % 5 == 0 { return "Buzz" }
    return String(n)
}

func tupleSwitch(_ n: Int) -> String {
    switch (n % 3, n % 5) {
    case (0, 0): return "FizzBuzz"
    case (0, _): return "Fizz"
    case (_, 0): return "Buzz"
    default: return "\(n)"
    }
}

struct Rule {
    let divisor: Int
    let word: String
}

struct RuleGame {
    var rules: [Rule]
    func say(_ n: Int) -> String {
        let words = rules.filter { n % $0.divisor == 0 }.map(\.word).joined()
        return words.isEmpty ? String(n) : words
    }
    func play(_ range: ClosedRange<Int>) -> [String] { range.map(say) }
}

print((1...15).map(classic).joined(separator: " "))
print((1...100).allSatisfy { classic($0) == tupleSwitch($0) })

let extended = RuleGame(rules: [Rule(divisor: 3, word: "Fizz"), Rule(divisor: 5, word: "Buzz"), Rule(divisor: 7, word: "Bazz")])
print(extended.play(100...106).joined(separator: ","))
print(extended.say(105))

let counts = (1...100).map(classic).reduce(into: [String: Int]()) { acc, s in
    let key = Int(s) == nil ? s : "number"
    acc[key, default: 0] += 1
}
for key in counts.keys.sorted() { print(key, counts[key]!) }

var lines: [String] = []
for i in stride(from: 30, through: 10, by: -5) {
    lines.append("\(i):\(tupleSwitch(i))")
}
print(lines.joined(separator: " "))

let lazyFirst = (1...).lazy.map(classic).enumerated().first { $0.element == "FizzBuzz" }
print(lazyFirst.map { "first FizzBuzz at offset \($0.offset)" } ?? "none")

// expect: 1 2 Fizz 4 Buzz Fizz 7 8 Fizz Buzz 11 Fizz 13 14 FizzBuzz
// expect: true
// expect: Buzz,101,Fizz,103,104,FizzBuzzBazz,106
// expect: FizzBuzzBazz
// expect: Buzz 14
// expect: Fizz 27
// expect: FizzBuzz 6
// expect: number 53
// expect: 30:FizzBuzz 25:Buzz 20:Buzz 15:FizzBuzz 10:Buzz
// expect: first FizzBuzz at offset 14
