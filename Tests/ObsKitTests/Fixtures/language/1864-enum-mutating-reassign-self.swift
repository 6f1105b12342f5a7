// Compiler test style: enums with mutating methods — methods reassign self to cycle states, carry payloads and report transitions
enum TrafficLight: String {
    case red, green, yellow

    mutating func advance() {
        switch self {
        case .red: self = .green
        case .green: self = .yellow
        case .yellow: self = .red
        }
    }

    var canGo: Bool { self == .green }
}

var light = TrafficLight.red
for _ in 0..<4 {
    print(light.rawValue, light.canGo)
    light.advance()
}
print("final:", light)

enum Counter {
    case idle
    case running(Int)
    case finished(total: Int)

    mutating func tick() {
        switch self {
        case .idle: self = .running(1)
        case .running(let n) where n >= 3: self = .finished(total: n)
        case .running(let n): self = .running(n + 1)
        case .finished: break
        }
    }

    mutating func reset() -> Int? {
        defer { self = .idle }
        if case .finished(let t) = self { return t }
        return nil
    }
}

var c = Counter.idle
for step in 1...6 {
    c.tick()
    print("step \(step): \(c)")
}
let total = c.reset()
print("reset returned \(String(describing: total)), now \(c)")
print("reset again returned \(String(describing: c.reset()))")

// Toggle-like enum with a mutating func called through inout
enum Switch { case on, off
    mutating func toggle() { self = (self == .on) ? .off : .on }
}
func flipTwice(_ s: inout Switch) {
    s.toggle()
    print("  after first flip:", s)
    s.toggle()
}
var sw = Switch.on
flipTwice(&sw)
print("after flipTwice:", sw)

var switches: [Switch] = [.on, .off, .on]
for i in switches.indices { switches[i].toggle() }
print(switches)

// expect: red false
// expect: green true
// expect: yellow false
// expect: red false
// expect: final: green
// expect: step 1: running(1)
// expect: step 2: running(2)
// expect: step 3: running(3)
// expect: step 4: finished(total: 3)
// expect: step 5: finished(total: 3)
// expect: step 6: finished(total: 3)
// expect: reset returned Optional(3), now idle
// expect: reset again returned nil
// expect:   after first flip: off
// expect: after flipTwice: on
// expect: [main.Switch.off, main.Switch.on, main.Switch.off]
