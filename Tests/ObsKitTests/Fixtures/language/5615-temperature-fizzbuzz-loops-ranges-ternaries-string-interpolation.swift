// Hacking with Swift style (checkpoint: temperature and fizzbuzz): loops, ranges, ternaries and string interpolation with formatting
let celsiusReadings = [-5.0, 0.0, 12.5, 21.0, 37.8]
for c in celsiusReadings {
    let f = c * 9 / 5 + 32
    let label = c < 0 ? "freezing" : (c < 20 ? "mild" : "warm")
    print("\(c)°C is \(f)°F (\(label))")
}

func fizzBuzz(_ n: Int) -> String {
    switch (n % 3, n % 5) {
    case (0, 0): return "FizzBuzz"
    case (0, _): return "Fizz"
    case (_, 0): return "Buzz"
    default: return String(n)
    }
}

let line = (1...15).map(fizzBuzz).joined(separator: " ")
print(line)

var evens: [Int] = []
for i in stride(from: 20, through: 0, by: -4) {
    evens.append(i)
}
print("countdown by 4:", evens)

var total = 0
var n = 1
while total < 50 {
    total += n * n
    n += 1
}
print("sum of squares passed 50 after \(n - 1) terms: \(total)")

outer: for row in 1...4 {
    for col in 1...4 {
        if row * col == 6 {
            print("first product 6 at row \(row), col \(col)")
            break outer
        }
    }
}

// expect: -5.0°C is 23.0°F (freezing)
// expect: 0.0°C is 32.0°F (mild)
// expect: 12.5°C is 54.5°F (mild)
// expect: 21.0°C is 69.8°F (warm)
// expect: 37.8°C is 100.03999999999999°F (warm)
// expect: 1 2 Fizz 4 Buzz Fizz 7 8 Fizz Buzz 11 Fizz 13 14 FizzBuzz
// expect: countdown by 4: [20, 16, 12, 8, 4, 0]
// expect: sum of squares passed 50 after 5 terms: 55
// expect: first product 6 at row 2, col 3
