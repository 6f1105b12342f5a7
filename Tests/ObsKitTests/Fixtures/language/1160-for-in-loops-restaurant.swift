// Control Flow: for-in over arrays, sorted dictionaries, ranges, strides, with where clauses, for case patterns, _ loops.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let guests = ["Ana", "Bea", "Caio"]
for guest in guests { print("Table for \(guest) is ready") }
let wheels = ["tricycle": 3, "unicycle": 1, "truck": 18]
for (vehicle, count) in wheels.sorted(by: { $0.value < $1.value }) {
    print("a \(vehicle) rolls on \(count) wheels")
}
for floor in 1...5 where floor % 2 == 1 { print("floor \(floor) is \(floor * 3) metres up") }
let growth = 2, generations = 8
var cells = 1
for _ in 1...generations { cells *= growth }
print("after \(generations) generations there are \(cells) cells")
let busInterval = 15
for departure in stride(from: 0, to: 60, by: busInterval) { print(departure, terminator: " ") }
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

// expect: Table for Ana is ready
// expect: Table for Bea is ready
// expect: Table for Caio is ready
// expect: a unicycle rolls on 1 wheels
// expect: a tricycle rolls on 3 wheels
// expect: a truck rolls on 18 wheels
// expect: floor 1 is 3 metres up
// expect: floor 3 is 9 metres up
// expect: floor 5 is 15 metres up
// expect: after 8 generations there are 256 cells
// expect: 0 15 30 45 
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
