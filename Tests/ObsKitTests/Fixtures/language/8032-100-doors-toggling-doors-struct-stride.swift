// Rosetta Code style (100 doors): toggling doors with a struct and stride, printing open doors
struct Hallway {
    private(set) var doors: [Bool]
    init(count: Int) { doors = Array(repeating: false, count: count) }
    mutating func walk() {
        for pass in 1...doors.count {
            for idx in stride(from: pass - 1, to: doors.count, by: pass) {
                doors[idx].toggle()
            }
        }
    }
    var openDoors: [Int] {
        doors.enumerated().filter { $0.element }.map { $0.offset + 1 }
    }
}
var hall = Hallway(count: 100)
hall.walk()
print("Open doors:", hall.openDoors.map(String.init).joined(separator: " "))
print("Count: \(hall.openDoors.count)")
let squares = (1...10).map { $0 * $0 }
print("Matches squares: \(squares == hall.openDoors)")
let closed = hall.doors.lazy.filter { !$0 }.count
print("Closed: \(closed)")
// expect: Open doors: 1 4 9 16 25 36 49 64 81 100
// expect: Count: 10
// expect: Matches squares: true
// expect: Closed: 90
