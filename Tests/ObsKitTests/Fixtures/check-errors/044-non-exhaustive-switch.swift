// A switch over an enum forgets one of its cases and has no default
// Written by an outside author (stop 28 corpus, file 7054); the message and its place are swiftc's on this machine.
enum TrafficLight {
    case red, yellow, green
}

func advice(for light: TrafficLight) -> String {
    switch light {
    case .red:
        return "Stop"
    case .green:
        return "Go"
    }
}

let lights: [TrafficLight] = [.red, .yellow, .green]
for light in lights {
    print(advice(for: light))
}

// expect-error: switch must be exhaustive
// expect-location: 7:5
