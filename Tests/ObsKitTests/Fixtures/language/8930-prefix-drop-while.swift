// Apple docs style (Sequence.prefix(while:) / drop(while:)): splitting a sequence at the first failing element
let numbers = [3, 7, 4, -2, 9, -6, 10, 1]
let startingPositive = numbers.prefix(while: { $0 > 0 })
print(startingPositive)
let startingNegative = numbers.drop(while: { $0 > 0 })
print(startingNegative)

// prefix(_:), suffix(_:), dropFirst, dropLast
print(numbers.prefix(3), numbers.suffix(2))
print(numbers.dropFirst(5), numbers.dropLast(6))
print(numbers.prefix(100).count, numbers.dropFirst(100).isEmpty)

// Parsing a leading number out of a string
func leadingNumber(_ s: String) -> (Int?, Substring) {
    let digits = s.prefix(while: { $0.isNumber })
    let rest = s.drop(while: { $0.isNumber })
    return (Int(digits), rest)
}
for input in ["42apples", "7", "none", "2024-01"] {
    let (n, rest) = leadingNumber(input)
    print(n.map(String.init) ?? "nil", "[\(rest)]")
}

// Skipping a header in log lines
let log = [
    "# generated",
    "# version 2",
    "start",
    "# inline comment",
    "stop",
]
let body = log.drop(while: { $0.hasPrefix("#") })
print(Array(body))

// Taking readings until a threshold is crossed
struct Reading {
    let minute: Int
    let temperature: Int
}
let readings = (0..<10).map { Reading(minute: $0, temperature: 60 + $0 * $0) }
let safe = readings.prefix(while: { $0.temperature < 100 })
print("safe minutes:", safe.map(\.minute))
if let firstHot = readings.drop(while: { $0.temperature < 100 }).first {
    print("too hot at minute \(firstHot.minute): \(firstHot.temperature)")
}

// Works on lazy infinite sequences too
let squares = (1...).lazy.map { $0 * $0 }
print(Array(squares.prefix(while: { $0 < 50 })))
print(Array(squares.drop(while: { $0 < 50 }).prefix(3)))

// expect: [3, 7, 4]
// expect: [-2, 9, -6, 10, 1]
// expect: [3, 7, 4] [10, 1]
// expect: [-6, 10, 1] [3, 7]
// expect: 8 true
// expect: 42 [apples]
// expect: 7 []
// expect: nil [none]
// expect: 2024 [-01]
// expect: ["start", "# inline comment", "stop"]
// expect: safe minutes: [0, 1, 2, 3, 4, 5, 6]
// expect: too hot at minute 7: 109
// expect: [1, 4, 9, 16, 25, 36, 49]
// expect: [64, 81, 100]
