// Extensions giving an enum behaviour: computed properties, a mutating `next()` using CaseIterable, a static factory, and protocol conformance added later.
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum TrafficLight: CaseIterable {
    case red, green, yellow
}

extension TrafficLight {
    var seconds: Int {
        switch self {
        case .red: return 30
        case .green: return 25
        case .yellow: return 5
        }
    }

    mutating func next() {
        let all = Self.allCases
        self = all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    static func from(code: Character) -> TrafficLight? {
        switch code {
        case "R": return .red
        case "G": return .green
        case "Y": return .yellow
        default: return nil
        }
    }
}

extension TrafficLight: CustomStringConvertible {
    var description: String { "\(self == .red ? "STOP" : "go-ish") (\(seconds)s)" }
}

var light = TrafficLight.red
var timeline: [String] = []
for _ in 0..<5 {
    timeline.append("\(light)")
    light.next()
}
print(timeline)
print("RGYX".map { TrafficLight.from(code: $0).map { "\($0)" } ?? "unknown" })
print(TrafficLight.allCases.map(\.seconds).reduce(0, +))

// expect: ["STOP (30s)", "go-ish (25s)", "go-ish (5s)", "STOP (30s)", "go-ish (25s)"]
// expect: ["STOP (30s)", "go-ish (25s)", "go-ish (5s)", "unknown"]
// expect: 60
