// Control Flow: for-in over arrays, sorted dictionaries, ranges, strides, with where clauses, for case patterns, _ loops.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let names = ["Ana", "Bea", "Caio"]
for name in names { print("Hello, \(name)!") }
let legs = ["spider": 8, "ant": 6, "cat": 4]
for (animal, count) in legs.sorted(by: { $0.value < $1.value }) {
    print("\(animal)s have \(count) legs")
}
for index in 1...5 where index % 2 == 1 { print("\(index) times 5 is \(index * 5)") }
let base = 3, power = 10
var answer = 1
for _ in 1...power { answer *= base }
print("\(base) to the power of \(power) is \(answer)")
let minuteInterval = 5
for tick in stride(from: 0, to: 20, by: minuteInterval) { print(tick, terminator: " ") }
print()
for tick in stride(from: 12, through: 0, by: -4) { print(tick, terminator: " ") }
print()
let readings: [Int?] = [12, nil, 7, nil, 30]
for case let value? in readings { print("reading", value) }
for case let value? in readings where value > 10 { print("high", value) }
enum Event { case tap(x: Int), key(Character), idle }
let events: [Event] = [.tap(x: 3), .idle, .key("q"), .tap(x: 9)]
for case .tap(let x) in events { print("tap at", x) }
for (i, c) in "hey".enumerated() { print(i, c) }
var total = 0
for row in [[1, 2], [3], []] {
    for value in row { total += value }
}
print(total)
for (a, b) in zip(1..., ["x", "y"]) { print(a, b) }

// expect: Hello, Ana!
// expect: Hello, Bea!
// expect: Hello, Caio!
// expect: cats have 4 legs
// expect: ants have 6 legs
// expect: spiders have 8 legs
// expect: 1 times 5 is 5
// expect: 3 times 5 is 15
// expect: 5 times 5 is 25
// expect: 3 to the power of 10 is 59049
// expect: 0 5 10 15 
// expect: 12 8 4 0 
// expect: reading 12
// expect: reading 7
// expect: reading 30
// expect: high 12
// expect: high 30
// expect: tap at 3
// expect: tap at 9
// expect: 0 h
// expect: 1 e
// expect: 2 y
// expect: 6
// expect: 1 x
// expect: 2 y
