// Compiler-test style: mutating methods on enums that reassign self, state machines and CaseIterable cycling
enum TrafficLight: CaseIterable {
    case red, green, yellow
    mutating func next() {
        switch self {
        case .red: self = .green
        case .green: self = .yellow
        case .yellow: self = .red
        }
    }
}

enum Direction: Int, CaseIterable {
    case north, east, south, west
    mutating func turnRight() { self = Direction(rawValue: (rawValue + 1) % 4)! }
    mutating func turnLeft() { self = Direction.allCases[(rawValue + 3) % 4] }
}

enum Door {
    case open, closed, locked(code: Int)
    mutating func apply(_ action: String, code: Int = 0) -> Bool {
        switch (self, action) {
        case (.open, "close"): self = .closed
        case (.closed, "open"): self = .open
        case (.closed, "lock"): self = .locked(code: code)
        case (.locked(let c), "unlock") where c == code: self = .closed
        default: return false
        }
        return true
    }
}

var light = TrafficLight.red
var seq: [TrafficLight] = []
for _ in 0..<5 { seq.append(light); light.next() }
print(seq)

var dir = Direction.north
dir.turnRight(); dir.turnRight()
print(dir)
dir.turnLeft(); dir.turnLeft(); dir.turnLeft()
print(dir)

var door = Door.open
let steps: [(String, Int)] = [("lock", 1), ("close", 0), ("lock", 42), ("open", 0), ("unlock", 7), ("unlock", 42), ("open", 0)]
for (action, code) in steps {
    let ok = door.apply(action, code: code)
    print("\(action)\(code > 0 ? "(\(code))" : ""): \(ok ? "ok" : "refused") -> \(door)")
}

// expect: [main.TrafficLight.red, main.TrafficLight.green, main.TrafficLight.yellow, main.TrafficLight.red, main.TrafficLight.green]
// expect: south
// expect: west
// expect: lock(1): refused -> open
// expect: close: ok -> closed
// expect: lock(42): ok -> locked(code: 42)
// expect: open: refused -> locked(code: 42)
// expect: unlock(7): refused -> locked(code: 42)
// expect: unlock(42): ok -> closed
// expect: open: ok -> open
