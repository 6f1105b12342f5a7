// Rosetta Code style: FizzBuzz and General FizzBuzz
for i in 1...15 {
    switch (i % 3, i % 5) {
    case (0, 0): print("FizzBuzz")
    case (0, _): print("Fizz")
    case (_, 0): print("Buzz")
    default: print(i)
    }
}

print("--- general FizzBuzz")

struct Rule {
    let divisor: Int
    let word: String
}

func generalFizzBuzz(limit: Int, rules: [Rule]) -> [String] {
    let ordered = rules.sorted { $0.divisor < $1.divisor }
    return (1...limit).map { n in
        let words = ordered.filter { n % $0.divisor == 0 }.map(\.word).joined()
        return words.isEmpty ? String(n) : words
    }
}

let rules = [Rule(divisor: 7, word: "Baxx"), Rule(divisor: 3, word: "Fizz"), Rule(divisor: 5, word: "Buzz")]
let out = generalFizzBuzz(limit: 21, rules: rules)
for chunk in stride(from: 0, to: out.count, by: 7) {
    print(out[chunk..<min(chunk + 7, out.count)].joined(separator: " "))
}

print("--- functional, no modulo")
let fizz = sequence(first: 1) { $0 + 1 }.lazy.map { n -> String in
    var s = ""
    if n.isMultiple(of: 3) { s += "Fizz" }
    if n.isMultiple(of: 5) { s += "Buzz" }
    return s.isEmpty ? "\(n)" : s
}
print(Array(fizz.prefix(20)).joined(separator: ","))

print("--- counts up to 100")
let hundred = generalFizzBuzz(limit: 100, rules: [Rule(divisor: 3, word: "Fizz"), Rule(divisor: 5, word: "Buzz")])
var tally: [String: Int] = [:]
for w in hundred where Int(w) == nil {
    tally[w, default: 0] += 1
}
for key in tally.keys.sorted() {
    print(key, tally[key]!)
}
print("numbers:", hundred.compactMap { Int($0) }.count)

// expect: 1
// expect: 2
// expect: Fizz
// expect: 4
// expect: Buzz
// expect: Fizz
// expect: 7
// expect: 8
// expect: Fizz
// expect: Buzz
// expect: 11
// expect: Fizz
// expect: 13
// expect: 14
// expect: FizzBuzz
// expect: --- general FizzBuzz
// expect: 1 2 Fizz 4 Buzz Fizz Baxx
// expect: 8 Fizz Buzz 11 Fizz 13 Baxx
// expect: FizzBuzz 16 17 Fizz 19 Buzz FizzBaxx
// expect: --- functional, no modulo
// expect: 1,2,Fizz,4,Buzz,Fizz,7,8,Fizz,Buzz,11,Fizz,13,14,FizzBuzz,16,17,Fizz,19,Buzz
// expect: --- counts up to 100
// expect: Buzz 14
// expect: Fizz 27
// expect: FizzBuzz 6
// expect: numbers: 53
