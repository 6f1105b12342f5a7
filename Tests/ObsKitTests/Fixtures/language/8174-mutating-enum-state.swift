// Course exercise: mutating methods on enums that replace self, modeling a state machine
enum TrafficLight: String, CaseIterable {
    case red, green, yellow

    mutating func next() {
        switch self {
        case .red: self = .green
        case .green: self = .yellow
        case .yellow: self = .red
        }
    }

    var secondsToWait: Int {
        switch self {
        case .red: return 30
        case .green: return 25
        case .yellow: return 5
        }
    }
}

enum DoorState {
    case open
    case closed
    case locked(code: Int)

    mutating func lock(with code: Int) -> Bool {
        guard case .closed = self else { return false }
        self = .locked(code: code)
        return true
    }

    mutating func unlock(with code: Int) -> Bool {
        if case .locked(let stored) = self, stored == code {
            self = .closed
            return true
        }
        return false
    }

    mutating func toggleOpen() {
        switch self {
        case .open: self = .closed
        case .closed: self = .open
        case .locked: print("  door is locked!")
        }
    }
}

var light = TrafficLight.red
var cycle: [String] = []
for _ in 0..<5 {
    cycle.append("\(light.rawValue)(\(light.secondsToWait)s)")
    light.next()
}
print(cycle.joined(separator: " -> "))
print("total cycle time: \(TrafficLight.allCases.map(\.secondsToWait).reduce(0, +))s")

var door = DoorState.open
print("lock while open: \(door.lock(with: 1234))")
door.toggleOpen()
print("lock while closed: \(door.lock(with: 1234))")
door.toggleOpen()
print("unlock with wrong code: \(door.unlock(with: 1111))")
print("unlock with right code: \(door.unlock(with: 1234))")
door.toggleOpen()
print("final state: \(door)")

// expect: red(30s) -> green(25s) -> yellow(5s) -> red(30s) -> green(25s)
// expect: total cycle time: 60s
// expect: lock while open: false
// expect: lock while closed: true
// expect:   door is locked!
// expect: unlock with wrong code: false
// expect: unlock with right code: true
// expect: final state: open
