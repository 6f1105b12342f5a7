// Swift stdlib test style (Sequence APIs): stride(from:to:by:) and stride(from:through:by:) with Doubles and negative steps, sequence(first:next:), sequence(state:next:) and repeatElement
print(Array(stride(from: 0.0, to: 1.0, by: 0.25)))
print(Array(stride(from: 0.0, through: 1.0, by: 0.25)))
print(Array(stride(from: 0.0, through: 1.0, by: 0.1)).count)
print(Array(stride(from: 0.0, through: 0.3, by: 0.1)))
print(Array(stride(from: 1.0, to: 0.0, by: -0.5)))
print(Array(stride(from: 10, to: 0, by: -3)), Array(stride(from: 10, through: 1, by: -3)))
print(Array(stride(from: 0, to: 5, by: 10)), Array(stride(from: 5, to: 0, by: 1)))
print(Array(stride(from: 2, through: 2, by: 1)), Array(stride(from: 2, to: 2, by: 1)))
for x in stride(from: Float(0.5), through: 2, by: 0.5) { print(x, terminator: " ") }
print()

let powers = sequence(first: 1) { $0 < 500 ? $0 * 3 : nil }
print(Array(powers))
let collatz = sequence(first: 27) { n in n == 1 ? nil : (n % 2 == 0 ? n / 2 : 3 * n + 1) }
let steps = Array(collatz)
print(steps.count, steps.max()!, steps.prefix(6))
let halves = sequence(first: 100.0) { $0 / 2 }.prefix(while: { $0 > 1 })
print(Array(halves))
let fib = sequence(state: (0, 1)) { (state: inout (Int, Int)) -> Int? in
    let next = state.0
    state = (state.1, state.0 + state.1)
    return next
}
print(Array(fib.prefix(12)))
var countdown = 3
let launch = sequence(state: countdown) { (s: inout Int) -> String? in
    defer { s -= 1 }
    return s >= 0 ? (s == 0 ? "liftoff" : "\(s)") : nil
}
print(launch.joined(separator: " "))
countdown = 0

let filler = repeatElement("ab", count: 3)
print(Array(filler), filler.count, filler.joined())
print(Array(repeatElement(0, count: 0)), repeatElement(7, count: 4).reduce(0, +))
print(Array(repeating: [1], count: 2), [Int](repeating: 9, count: 3))

// expect: [0.0, 0.25, 0.5, 0.75]
// expect: [0.0, 0.25, 0.5, 0.75, 1.0]
// expect: 11
// expect: [0.0, 0.1, 0.2]
// expect: [1.0, 0.5]
// expect: [10, 7, 4, 1] [10, 7, 4, 1]
// expect: [0] []
// expect: [2] []
// expect: 0.5 1.0 1.5 2.0 
// expect: [1, 3, 9, 27, 81, 243, 729]
// expect: 112 9232 [27, 82, 41, 124, 62, 31]
// expect: [100.0, 50.0, 25.0, 12.5, 6.25, 3.125, 1.5625]
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: 3 2 1 liftoff
// expect: ["ab", "ab", "ab"] 3 ababab
// expect: [] 28
// expect: [[1], [1]] [9, 9, 9]
