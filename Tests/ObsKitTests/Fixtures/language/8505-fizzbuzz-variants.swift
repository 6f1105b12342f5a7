// Course style (FizzBuzz variants): if/else, switch on tuple, closure rules
func classicFizzBuzz(_ n: Int) -> String {
    if n % 15 == 0 {
        return "FizzBuzz"
    } else if n % 3 == 0 {
        return "Fizz"
    } else if n % 5 == 0 {
        return "Buzz"
    }
    return String(n)
}

func switchFizzBuzz(_ n: Int) -> String {
    switch (n % 3, n % 5) {
    case (0, 0): return "FizzBuzz"
    case (0, _): return "Fizz"
    case (_, 0): return "Buzz"
    default: return "\(n)"
    }
}

let rules: [(Int, String)] = [(3, "Fizz"), (5, "Buzz"), (7, "Bazz")]

func ruleFizzBuzz(_ n: Int) -> String {
    var output = ""
    for (divisor, word) in rules where n % divisor == 0 {
        output += word
    }
    return output.isEmpty ? "\(n)" : output
}

var line = [String]()
for i in 1...15 {
    line.append(classicFizzBuzz(i))
}
print(line.joined(separator: " "))

var mismatches = 0
for i in 1...100 where classicFizzBuzz(i) != switchFizzBuzz(i) {
    mismatches += 1
}
print("Mismatches between versions: \(mismatches)")

for i in [21, 35, 70, 105, 104] {
    print("\(i) -> \(ruleFizzBuzz(i))")
}

let counts = (1...100).map(classicFizzBuzz).reduce(into: [String: Int]()) { dict, word in
    let key = Int(word) == nil ? word : "number"
    dict[key, default: 0] += 1
}
for key in counts.keys.sorted() {
    print("\(key): \(counts[key]!)")
}

let reversed = stride(from: 20, to: 10, by: -2).map(switchFizzBuzz)
print("Countdown evens: \(reversed)")

// expect: 1 2 Fizz 4 Buzz Fizz 7 8 Fizz Buzz 11 Fizz 13 14 FizzBuzz
// expect: Mismatches between versions: 0
// expect: 21 -> FizzBazz
// expect: 35 -> BuzzBazz
// expect: 70 -> BuzzBazz
// expect: 105 -> FizzBuzzBazz
// expect: 104 -> 104
// expect: Buzz: 14
// expect: Fizz: 27
// expect: FizzBuzz: 6
// expect: number: 53
// expect: Countdown evens: ["Buzz", "Fizz", "16", "14", "Fizz"]
