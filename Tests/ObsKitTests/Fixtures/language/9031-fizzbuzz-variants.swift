// FizzBuzz four ways: if/else, switch on tuple, rules array with closures, and a protocol-based version
// expected output: swiftc 6.3.1 (Linux), run on this machine
func fizzBuzzClassic(_ n: Int) -> String {
    if n % 15 == 0 { return "FizzBuzz" }
    else if n % 3 == 0 { return "Fizz" }
    else if n % 5 == 0 { return "Buzz" }
    return String(n)
}

func fizzBuzzSwitch(_ n: Int) -> String {
    switch (n % 3, n % 5) {
    case (0, 0): return "FizzBuzz"
    case (0, _): return "Fizz"
    case (_, 0): return "Buzz"
    default: return "\(n)"
    }
}

let rules: [(Int, String)] = [(3, "Fizz"), (5, "Buzz"), (7, "Bazz")]
func fizzBuzzRules(_ n: Int) -> String {
    let word = rules.reduce(into: "") { acc, rule in
        if n.isMultiple(of: rule.0) { acc += rule.1 }
    }
    return word.isEmpty ? String(n) : word
}

protocol Rule {
    func apply(_ n: Int) -> String?
}

struct DivisibleRule: Rule {
    let divisor: Int, word: String
    func apply(_ n: Int) -> String? { n % divisor == 0 ? word : nil }
}

struct ContainsDigitRule: Rule {
    let digit: Character, word: String
    func apply(_ n: Int) -> String? { String(n).contains(digit) ? word : nil }
}

struct Game {
    let rules: [any Rule]
    func play(_ range: ClosedRange<Int>) -> [String] {
        range.map { n in
            let words = rules.compactMap { $0.apply(n) }
            return words.isEmpty ? "\(n)" : words.joined()
        }
    }
}

let classic = (1...15).map(fizzBuzzClassic)
print(classic.joined(separator: " "))
print(classic == (1...15).map(fizzBuzzSwitch))
print((1...21).map(fizzBuzzRules).suffix(7).joined(separator: ","))

let custom = Game(rules: [DivisibleRule(divisor: 3, word: "Fizz"), ContainsDigitRule(digit: "3", word: "Three")])
print(custom.play(10...15))
let counts = Dictionary(grouping: (1...100).map(fizzBuzzSwitch).filter { Int($0) == nil }, by: { $0 })
    .mapValues(\.count).sorted { $0.key < $1.key }
print(counts.map { "\($0.key): \($0.value)" }.joined(separator: ", "))
// expect: 1 2 Fizz 4 Buzz Fizz 7 8 Fizz Buzz 11 Fizz 13 14 FizzBuzz
// expect: true
// expect: FizzBuzz,16,17,Fizz,19,Buzz,FizzBazz
// expect: ["10", "11", "Fizz", "Three", "14", "Fizz"]
// expect: Buzz: 14, Fizz: 27, FizzBuzz: 6
