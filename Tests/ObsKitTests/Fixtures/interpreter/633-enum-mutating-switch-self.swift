// A mutating enum method that reassigns self by switching on the current case.
enum TrafficLight {
    case red, green, yellow
    mutating func next() {
        switch self {
        case .red: self = .green
        case .green: self = .yellow
        case .yellow: self = .red
        }
    }
}
enum Door {
    case open, closed, locked(code: Int)
    mutating func lock(with code: Int) {
        if case .closed = self { self = .locked(code: code) }
    }
}
var light = TrafficLight.red
for _ in 0..<4 {
    print(light)
    light.next()
}
var door = Door.open
door.lock(with: 1)
print(door)
door = .closed
door.lock(with: 42)
print(door)

// expect: red
// expect: green
// expect: yellow
// expect: red
// expect: open
// expect: locked(code: 42)
