// For-in over ranges/collections/strides, while and repeat-while loops (expected output from swiftc 6.3.1 on Linux)
let floors = ["lobby", "gym", "offices", "roof"]
for floor in floors {
    print("elevator stops at \(floor)")
}
var descending: [String] = []
for (level, floor) in floors.enumerated().reversed() {
    descending.append("\(level):\(floor)")
}
print(descending.joined(separator: " "))

let wheels = ["unicycle": 1, "tricycle": 3, "truck": 18]
for (machine, count) in wheels.sorted(by: { $0.value > $1.value }) {
    print("a \(machine) rolls on \(count)")
}

var folded = 1
for _ in 1...7 {
    folded *= 2
}
print("paper layers after 7 folds:", folded)

for km in stride(from: 0, to: 42, by: 10) {
    print("km \(km)", terminator: km < 40 ? ", " : "\n")
}
for v in stride(from: 1.0, through: 2.0, by: 0.25) {
    print(v, terminator: " ")
}
print("| end")

var fuel = 100
var burns = 0
while fuel > 0 {
    fuel -= 30
    burns += 1
}
print("burns: \(burns), fuel: \(fuel)")

var attempt = 0
repeat {
    attempt += 1
    print("connecting, attempt \(attempt)")
} while attempt < 3 && attempt * 2 != 4
print("stopped after \(attempt)")

var collatz = 27
var steps = 0
while collatz != 1 {
    collatz = collatz % 2 == 0 ? collatz / 2 : 3 * collatz + 1
    steps += 1
}
print("collatz(27) steps:", steps)

var board = ""
for row in 0..<3 {
    for col in 0..<4 {
        board += (row + col) % 2 == 0 ? "#" : "."
    }
    board += "/"
}
print(board)

var total = 0
for n in 1...20 {
    if n % 3 != 0 { continue }
    if n > 15 { break }
    total += n
}
print("sum of multiples of 3 up to 15:", total)
var once = false
repeat { print("repeat-while body runs once:", !once); once = true } while false

// expect: elevator stops at lobby
// expect: elevator stops at gym
// expect: elevator stops at offices
// expect: elevator stops at roof
// expect: 3:roof 2:offices 1:gym 0:lobby
// expect: a truck rolls on 18
// expect: a tricycle rolls on 3
// expect: a unicycle rolls on 1
// expect: paper layers after 7 folds: 128
// expect: km 0, km 10, km 20, km 30, km 40
// expect: 1.0 1.25 1.5 1.75 2.0 | end
// expect: burns: 4, fuel: -20
// expect: connecting, attempt 1
// expect: connecting, attempt 2
// expect: stopped after 2
// expect: collatz(27) steps: 111
// expect: #.#./.#.#/#.#./
// expect: sum of multiples of 3 up to 15: 45
// expect: repeat-while body runs once: true
