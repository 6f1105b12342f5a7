// Rosetta Code style (general FizzBuzz): rules as an array of (divisor, word) tuples, folded per number, plus a counting summary
struct Rule {
    let divisor: Int
    let word: String
}

func fizzBuzz(_ n: Int, rules: [Rule]) -> String {
    let text = rules.reduce("") { acc, rule in
        n % rule.divisor == 0 ? acc + rule.word : acc
    }
    return text.isEmpty ? String(n) : text
}

let classic = [Rule(divisor: 3, word: "Fizz"), Rule(divisor: 5, word: "Buzz")]
print((1...15).map { fizzBuzz($0, rules: classic) }.joined(separator: " "))

let extended = classic + [Rule(divisor: 7, word: "Baxx")]
for n in [21, 35, 70, 105, 104] {
    print(n, "->", fizzBuzz(n, rules: extended))
}

var tally: [String: Int] = [:]
for n in 1...100 {
    let out = fizzBuzz(n, rules: classic)
    let key = Int(out) == nil ? out : "number"
    tally[key, default: 0] += 1
}
for key in tally.keys.sorted() {
    print("\(key): \(tally[key]!)")
}

// a switch-on-tuple variant, as often posted
func tupleFizz(_ i: Int) -> String {
    switch (i % 3, i % 5) {
    case (0, 0): return "FizzBuzz"
    case (0, _): return "Fizz"
    case (_, 0): return "Buzz"
    default: return "\(i)"
    }
}
print(stride(from: 9, through: 15, by: 1).map(tupleFizz))

// expect: 1 2 Fizz 4 Buzz Fizz 7 8 Fizz Buzz 11 Fizz 13 14 FizzBuzz
// expect: 21 -> FizzBaxx
// expect: 35 -> BuzzBaxx
// expect: 70 -> BuzzBaxx
// expect: 105 -> FizzBuzzBaxx
// expect: 104 -> 104
// expect: Buzz: 14
// expect: Fizz: 27
// expect: FizzBuzz: 6
// expect: number: 53
// expect: ["Fizz", "Buzz", "11", "Fizz", "13", "14", "FizzBuzz"]
