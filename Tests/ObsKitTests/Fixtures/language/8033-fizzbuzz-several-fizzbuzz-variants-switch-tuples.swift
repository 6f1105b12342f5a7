// Rosetta Code style (FizzBuzz): several FizzBuzz variants with switch on tuples, closures and a generic rule list
for n in 1...15 {
    switch (n % 3, n % 5) {
    case (0, 0): print("FizzBuzz")
    case (0, _): print("Fizz")
    case (_, 0): print("Buzz")
    default: print(n)
    }
}
typealias Rule = (divisor: Int, word: String)
let rules: [Rule] = [(3, "Fizz"), (5, "Buzz"), (7, "Baxx")]
func speak(_ n: Int, rules: [Rule]) -> String {
    let words = rules.compactMap { n % $0.divisor == 0 ? $0.word : nil }.joined()
    return words.isEmpty ? String(n) : words
}
print((100...106).map { speak($0, rules: rules) }.joined(separator: ","))
print(speak(105, rules: rules))
extension Int {
    var fizzBuzz: String {
        let s = (self % 3 == 0 ? "Fizz" : "") + (self % 5 == 0 ? "Buzz" : "")
        return s.isEmpty ? "\(self)" : s
    }
}
print([9, 10, 30, 31].map(\.fizzBuzz))
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
// expect: Buzz,101,Fizz,103,104,FizzBuzzBaxx,106
// expect: FizzBuzzBaxx
// expect: ["Fizz", "Buzz", "FizzBuzz", "31"]
