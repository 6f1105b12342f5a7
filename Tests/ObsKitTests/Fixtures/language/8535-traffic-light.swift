// Course style (enums drill): traffic light cycle, CaseIterable, switch with where, raw values
enum Light: String, CaseIterable {
    case green, yellow, red

    var next: Light {
        switch self {
        case .green: return .yellow
        case .yellow: return .red
        case .red: return .green
        }
    }

    var seconds: Int {
        switch self {
        case .green: return 25
        case .yellow: return 4
        case .red: return 30
        }
    }
}

enum Vehicle {
    case car(speed: Int)
    case bike
    case ambulance(emergency: Bool)
}

func action(for vehicle: Vehicle, at light: Light) -> String {
    switch (vehicle, light) {
    case (.ambulance(let emergency), _) where emergency:
        return "ambulance goes through with sirens"
    case (_, .green):
        return "go"
    case (.car(let speed), .yellow) where speed > 50:
        return "too fast to stop safely, continue with care"
    case (_, .yellow):
        return "prepare to stop"
    case (.bike, .red):
        return "bike waits at the line"
    default:
        return "stop"
    }
}

var light = Light.red
var elapsed = 0
for _ in 1...7 {
    print("\(light.rawValue.uppercased()) for \(light.seconds)s (t=\(elapsed))")
    elapsed += light.seconds
    light = light.next
}
let cycle = Light.allCases.reduce(0) { $0 + $1.seconds }
print("Full cycle: \(cycle)s, lights: \(Light.allCases.map(\.rawValue))")

let traffic: [Vehicle] = [.car(speed: 40), .car(speed: 70), .bike, .ambulance(emergency: true), .ambulance(emergency: false)]
for l in [Light.yellow, .red] {
    print("At \(l):")
    for v in traffic {
        print("  \(v) -> \(action(for: v, at: l))")
    }
}
print("Light from 'red': \(Light(rawValue: "red")?.next.rawValue ?? "?")")

// expect: RED for 30s (t=0)
// expect: GREEN for 25s (t=30)
// expect: YELLOW for 4s (t=55)
// expect: RED for 30s (t=59)
// expect: GREEN for 25s (t=89)
// expect: YELLOW for 4s (t=114)
// expect: RED for 30s (t=118)
// expect: Full cycle: 59s, lights: ["green", "yellow", "red"]
// expect: At yellow:
// expect:   car(speed: 40) -> prepare to stop
// expect:   car(speed: 70) -> too fast to stop safely, continue with care
// expect:   bike -> prepare to stop
// expect:   ambulance(emergency: true) -> ambulance goes through with sirens
// expect:   ambulance(emergency: false) -> prepare to stop
// expect: At red:
// expect:   car(speed: 40) -> stop
// expect:   car(speed: 70) -> stop
// expect:   bike -> bike waits at the line
// expect:   ambulance(emergency: true) -> ambulance goes through with sirens
// expect:   ambulance(emergency: false) -> stop
// expect: Light from 'red': green
