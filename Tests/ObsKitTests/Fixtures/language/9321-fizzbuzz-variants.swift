// FizzBuzz three ways, plus a configurable rule-based version
// expected output: swiftc 6.3.1 (Linux), run on this machine
for i in 1...15 {
    if i % 15 == 0 {
        print("FizzBuzz")
    } else if i % 3 == 0 {
        print("Fizz")
    } else if i % 5 == 0 {
        print("Buzz")
    } else {
        print(i)
    }
}

func fizzBuzzSwitch(_ n: Int) -> String {
    switch (n % 3, n % 5) {
    case (0, 0): return "FizzBuzz"
    case (0, _): return "Fizz"
    case (_, 0): return "Buzz"
    default: return String(n)
    }
}
print((1...20).map(fizzBuzzSwitch).joined(separator: " "))

let oneLiner = (1...15).map { n in
    let s = (n % 3 == 0 ? "Fizz" : "") + (n % 5 == 0 ? "Buzz" : "")
    return s.isEmpty ? "\(n)" : s
}
print(oneLiner.joined(separator: ","))

struct Rule {
    let divisor: Int
    let word: String
}
func fizzBuzz(_ range: ClosedRange<Int>, rules: [Rule]) -> [String] {
    range.map { n in
        let words = rules.filter { n % $0.divisor == 0 }.map(\.word).joined()
        return words.isEmpty ? String(n) : words
    }
}
let rules = [Rule(divisor: 3, word: "Fizz"), Rule(divisor: 5, word: "Buzz"), Rule(divisor: 7, word: "Bazz")]
let output = fizzBuzz(95...105, rules: rules)
for (n, s) in zip(95...105, output) {
    print("\(n): \(s)")
}
let counts = Dictionary(fizzBuzz(1...100, rules: Array(rules.prefix(2))).map { ($0, 1) }, uniquingKeysWith: +)
    .filter { Int($0.key) == nil }
for key in counts.keys.sorted() {
    print("\(key) appears \(counts[key]!) times in 1...100")
}
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
// expect: 1 2 Fizz 4 Buzz Fizz 7 8 Fizz Buzz 11 Fizz 13 14 FizzBuzz 16 17 Fizz 19 Buzz
// expect: 1,2,Fizz,4,Buzz,Fizz,7,8,Fizz,Buzz,11,Fizz,13,14,FizzBuzz
// expect: 95: Buzz
// expect: 96: Fizz
// expect: 97: 97
// expect: 98: Bazz
// expect: 99: Fizz
// expect: 100: Buzz
// expect: 101: 101
// expect: 102: Fizz
// expect: 103: 103
// expect: 104: 104
// expect: 105: FizzBuzzBazz
// expect: Buzz appears 14 times in 1...100
// expect: Fizz appears 27 times in 1...100
// expect: FizzBuzz appears 6 times in 1...100
