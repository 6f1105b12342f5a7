// App code style: traffic light state machine with timed ticks
enum Light: CaseIterable, CustomStringConvertible {
    case red, redAmber, green, amber, flashing

    var duration: Int {
        switch self {
        case .red: return 4
        case .redAmber: return 1
        case .green: return 3
        case .amber: return 1
        case .flashing: return 2
        }
    }

    var next: Light {
        switch self {
        case .red: return .redAmber
        case .redAmber: return .green
        case .green: return .amber
        case .amber: return .red
        case .flashing: return .flashing
        }
    }

    var description: String {
        switch self {
        case .red: return "R.."
        case .redAmber: return "RA."
        case .green: return "..G"
        case .amber: return ".A."
        case .flashing: return "*A*"
        }
    }
}

struct Controller {
    private(set) var light: Light = .red
    private(set) var remaining = Light.red.duration
    private(set) var log: [String] = []
    var pedestrianWaiting = false

    mutating func tick(_ t: Int) {
        remaining -= 1
        if pedestrianWaiting && light == .green && remaining > 1 {
            remaining = 1
            log.append("t=\(t) shortening green")
        }
        if remaining <= 0 {
            let old = light
            light = light.next
            remaining = light.duration
            if old == .amber { pedestrianWaiting = false }
            log.append("t=\(t) \(old) -> \(light)")
        }
    }

    mutating func fault() {
        light = .flashing
        remaining = Light.flashing.duration
        log.append("fault!")
    }
}

var c = Controller()
var timeline = ""
for t in 1...20 {
    if t == 9 { c.pedestrianWaiting = true }
    if t == 18 { c.fault() }
    c.tick(t)
    timeline += c.light == .green ? "G" : c.light == .red ? "R" : c.light == .flashing ? "*" : "a"
    print(String(t).count == 1 ? " \(t)" : "\(t)", c.light, c.remaining)
}
print(timeline)
c.log.forEach { print($0) }
let total = Light.allCases.filter { $0 != .flashing }.map(\.duration).reduce(0, +)
print("cycle length: \(total)")

// expect:  1 R.. 3
// expect:  2 R.. 2
// expect:  3 R.. 1
// expect:  4 RA. 1
// expect:  5 ..G 3
// expect:  6 ..G 2
// expect:  7 ..G 1
// expect:  8 .A. 1
// expect:  9 R.. 4
// expect: 10 R.. 3
// expect: 11 R.. 2
// expect: 12 R.. 1
// expect: 13 RA. 1
// expect: 14 ..G 3
// expect: 15 ..G 2
// expect: 16 ..G 1
// expect: 17 .A. 1
// expect: 18 *A* 1
// expect: 19 *A* 2
// expect: 20 *A* 1
// expect: RRRaGGGaRRRRaGGGa***
// expect: t=4 R.. -> RA.
// expect: t=5 RA. -> ..G
// expect: t=8 ..G -> .A.
// expect: t=9 .A. -> R..
// expect: t=13 R.. -> RA.
// expect: t=14 RA. -> ..G
// expect: t=17 ..G -> .A.
// expect: fault!
// expect: t=19 *A* -> *A*
// expect: cycle length: 9
