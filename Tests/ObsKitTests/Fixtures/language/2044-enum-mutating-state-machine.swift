// Compiler test style: enum with associated values and mutating methods that reassign self
enum TrafficLight {
    case red(secondsLeft: Int)
    case green(secondsLeft: Int)
    case yellow
    case blinking(count: Int)

    mutating func tick() {
        switch self {
        case .red(let s) where s > 1:
            self = .red(secondsLeft: s - 1)
        case .red:
            self = .green(secondsLeft: 3)
        case .green(let s) where s > 1:
            self = .green(secondsLeft: s - 1)
        case .green:
            self = .yellow
        case .yellow:
            self = .red(secondsLeft: 2)
        case .blinking(let c):
            self = c > 0 ? .blinking(count: c - 1) : .red(secondsLeft: 1)
        }
    }

    mutating func emergency() {
        if case .blinking = self { return }
        self = .blinking(count: 2)
    }

    var label: String {
        switch self {
        case .red(let s): return "RED(\(s))"
        case .green(let s): return "GREEN(\(s))"
        case .yellow: return "YELLOW"
        case .blinking(let c): return "BLINK(\(c))"
        }
    }
}

var light = TrafficLight.red(secondsLeft: 2)
var trace: [String] = [light.label]
for _ in 0..<8 {
    light.tick()
    trace.append(light.label)
}
print(trace.joined(separator: " "))

light.emergency()
print(light.label)
light.emergency()
print(light.label)
var trace2: [String] = []
for _ in 0..<5 {
    light.tick()
    trace2.append(light.label)
}
print(trace2.joined(separator: " "))

var lights = [TrafficLight.yellow, .green(secondsLeft: 1), .blinking(count: 0)]
for i in lights.indices { lights[i].tick() }
print(lights.map(\.label))

// expect: RED(2) RED(1) GREEN(3) GREEN(2) GREEN(1) YELLOW RED(2) RED(1) GREEN(3)
// expect: BLINK(2)
// expect: BLINK(2)
// expect: BLINK(1) BLINK(0) RED(1) GREEN(3) GREEN(2)
// expect: ["RED(2)", "YELLOW", "RED(1)"]
