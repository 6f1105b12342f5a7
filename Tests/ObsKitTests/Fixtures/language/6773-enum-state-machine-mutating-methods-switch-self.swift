// Advanced Swift style (mutating enum): an enum state machine with mutating methods that switch on self and reassign it
enum Door {
    case open
    case closed
    case locked(code: Int)

    mutating func close() {
        if case .open = self { self = .closed }
    }

    mutating func lock(with code: Int) {
        switch self {
        case .closed: self = .locked(code: code)
        case .open:
            close()
            lock(with: code)
        case .locked: break
        }
    }

    mutating func unlock(with code: Int) -> Bool {
        guard case .locked(let expected) = self else { return false }
        if expected == code {
            self = .closed
            return true
        }
        return false
    }

    var description: String {
        switch self {
        case .open: return "open"
        case .closed: return "closed"
        case .locked(let code): return "locked(\(code))"
        }
    }
}

struct House {
    var doors: [String: Door]
    mutating func lockAll(code: Int) {
        for key in doors.keys.sorted() {
            doors[key]?.lock(with: code)
        }
    }
}

var door = Door.open
door.lock(with: 42)
print(door.description)
print(door.unlock(with: 1), door.description)
print(door.unlock(with: 42), door.description)

var house = House(doors: ["front": .open, "back": .closed, "garage": .locked(code: 7)])
house.lockAll(code: 99)
print(house.doors.keys.sorted().map { "\($0)=\(house.doors[$0]!.description)" })
let opened = house.doors["garage"]!.unlock(with: 7)
print(opened, house.doors["garage"]!.description)
house.doors["back"]?.close()
house.doors["side", default: .open].close()
print(house.doors.keys.sorted().map { "\($0)=\(house.doors[$0]!.description)" })

// expect: locked(42)
// expect: false locked(42)
// expect: true closed
// expect: ["back=locked(99)", "front=locked(99)", "garage=locked(7)"]
// expect: true closed
// expect: ["back=locked(99)", "front=locked(99)", "garage=closed", "side=closed"]
