// Rosetta-style task: 100 doors, simulated with stride and checked against perfect squares
enum DoorState {
    case open, closed
    mutating func toggle() { self = (self == .open) ? .closed : .open }
}

var doors = [DoorState](repeating: .closed, count: 100)
for pass in 1...100 {
    for index in stride(from: pass - 1, to: 100, by: pass) {
        doors[index].toggle()
    }
}

let openDoors = doors.indices.filter { doors[$0] == .open }.map { $0 + 1 }
print("Open doors: \(openDoors.map(String.init).joined(separator: " "))")
print("Number open: \(openDoors.count)")

let squares = (1...10).map { $0 * $0 }
print("Matches perfect squares: \(openDoors == squares)")

// Count toggles for a few doors: equals the number of divisors
func divisorCount(_ n: Int) -> Int {
    (1...n).filter { n % $0 == 0 }.count
}
for door in [1, 12, 36, 97, 100] {
    let toggles = divisorCount(door)
    print("Door \(door): toggled \(toggles) times -> \(toggles % 2 == 1 ? "open" : "closed")")
}

// expect: Open doors: 1 4 9 16 25 36 49 64 81 100
// expect: Number open: 10
// expect: Matches perfect squares: true
// expect: Door 1: toggled 1 times -> open
// expect: Door 12: toggled 6 times -> closed
// expect: Door 36: toggled 9 times -> open
// expect: Door 97: toggled 2 times -> closed
// expect: Door 100: toggled 9 times -> open
