// Check error: a switch over an enum that forgets a case and has no default
enum TrafficLight {
    case red, yellow, green, flashing
}

func action(for light: TrafficLight) -> String {
    switch light {
    case .red:
        return "Stop"
    case .yellow:
        return "Slow down"
    case .green:
        return "Go"
    }
}

print(action(for: .green))
// expect-error: switch must be exhaustive
