// Mistake: switches over an enum but forgets one of its cases (and has no default).
// Expected message: swiftc 6.3.1 -typecheck on this machine
enum TrafficLight {
    case red
    case amber
    case green
    case flashingAmber
}

func instruction(for light: TrafficLight) -> String {
    switch light {
    case .red:
        return "Stop"
    case .amber:
        return "Prepare to stop"
    case .green:
        return "Go"
    }
}

func next(after light: TrafficLight) -> TrafficLight {
    switch light {
    case .red: return .green
    case .green: return .amber
    case .amber: return .red
    case .flashingAmber: return .red
    }
}

var light = TrafficLight.red
for _ in 0..<4 {
    print(instruction(for: light))
    light = next(after: light)
}
// expect-error: switch must be exhaustive
