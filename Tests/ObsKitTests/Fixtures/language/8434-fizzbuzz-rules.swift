// Rosetta-style task: General FizzBuzz with a rule table, closures and a switch-on-tuple classic
struct Rule {
    let divisor: Int
    let word: String
}

func generalFizzBuzz(_ range: ClosedRange<Int>, rules: [Rule]) -> [String] {
    range.map { n in
        let words = rules.filter { n % $0.divisor == 0 }.map(\.word).joined()
        return words.isEmpty ? String(n) : words
    }
}

let classic = generalFizzBuzz(1...15, rules: [Rule(divisor: 3, word: "Fizz"), Rule(divisor: 5, word: "Buzz")])
print(classic.joined(separator: " "))

let jazz = generalFizzBuzz(95...105, rules: [
    Rule(divisor: 3, word: "Fizz"), Rule(divisor: 5, word: "Buzz"), Rule(divisor: 7, word: "Baxx"),
])
print(jazz.joined(separator: " "))

func fizzBuzzSwitch(_ n: Int) -> String {
    switch (n % 3, n % 5) {
    case (0, 0): return "FizzBuzz"
    case (0, _): return "Fizz"
    case (_, 0): return "Buzz"
    default: return "\(n)"
    }
}
let viaSwitch = (1...15).map(fizzBuzzSwitch)
print("Switch version agrees: \(viaSwitch == classic)")

let counts = Dictionary(grouping: (1...100).map(fizzBuzzSwitch)) { word -> String in
    Int(word) == nil ? word : "number"
}.mapValues(\.count)
for key in counts.keys.sorted() {
    print("\(key): \(counts[key]!)")
}

// expect: 1 2 Fizz 4 Buzz Fizz 7 8 Fizz Buzz 11 Fizz 13 14 FizzBuzz
// expect: Buzz Fizz 97 Baxx Fizz Buzz 101 Fizz 103 104 FizzBuzzBaxx
// expect: Switch version agrees: true
// expect: Buzz: 14
// expect: Fizz: 27
// expect: FizzBuzz: 6
// expect: number: 53
