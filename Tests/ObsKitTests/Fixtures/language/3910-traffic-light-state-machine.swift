// App code style: traffic light state machine with timed transitions
enum LightState: String, CaseIterable {
    case red, green, yellow

    var duration: Int {
        switch self {
        case .red: return 4
        case .green: return 3
        case .yellow: return 1
        }
    }

    var next: LightState {
        switch self {
        case .red: return .green
        case .green: return .yellow
        case .yellow: return .red
        }
    }
}

final class TrafficLight {
    private(set) var state: LightState = .red {
        didSet { transitions.append("\(oldValue.rawValue)->\(state.rawValue)") }
    }
    private var remaining: Int
    var transitions: [String] = []

    init() { remaining = LightState.red.duration }

    func tick() {
        remaining -= 1
        if remaining == 0 {
            state = state.next
            remaining = state.duration
        }
    }
}

let light = TrafficLight()
var timeline = ""
for t in 0..<16 {
    timeline += String(light.state.rawValue.first!).uppercased()
    light.tick()
    if t % 8 == 7 { timeline += "|" }
}
print("timeline: \(timeline)")
print("transitions: \(light.transitions.count)")
for (i, tr) in light.transitions.enumerated() {
    print("  #\(i + 1) \(tr)")
}
let cycle = LightState.allCases.map { $0.duration }.reduce(0, +)
print("full cycle = \(cycle) ticks")
print("states:", LightState.allCases.map(\.rawValue).joined(separator: ", "))
// expect: timeline: RRRRGGGY|RRRRGGGY|
// expect: transitions: 6
// expect:   #1 red->green
// expect:   #2 green->yellow
// expect:   #3 yellow->red
// expect:   #4 red->green
// expect:   #5 green->yellow
// expect:   #6 yellow->red
// expect: full cycle = 8 ticks
// expect: states: red, green, yellow
