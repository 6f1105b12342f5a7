// Check error: switch over an enum that forgets one of its cases
enum TrafficLight {
    case red, yellow, green
}

func action(for light: TrafficLight) -> String {
    switch light {
    case .red:
        return "Stop"
    case .green:
        return "Go"
    }
}

print(action(for: .yellow))
// expect-error: switch must be exhaustive
