// App code style: thermostat controller with property observers and mode changes
enum Mode: String { case off, heating, cooling }

final class Thermostat {
    var target: Double = 20 {
        willSet { events.append("target \(target) -> \(newValue)") }
        didSet { updateMode() }
    }
    var current: Double = 20 {
        didSet { if abs(current - oldValue) >= 2 { events.append("jump of \(current - oldValue)") }; updateMode() }
    }
    private(set) var mode = Mode.off {
        didSet { if mode != oldValue { events.append("mode \(oldValue.rawValue) -> \(mode.rawValue)"); switches += 1 } }
    }
    private(set) var switches = 0
    var events: [String] = []
    let band = 0.5

    private func updateMode() {
        if current < target - band { mode = .heating }
        else if current > target + band { mode = .cooling }
        else if mode == .heating && current >= target { mode = .off }
        else if mode == .cooling && current <= target { mode = .off }
    }

    func tick(outside: Double) {
        switch mode {
        case .heating: current += 0.75
        case .cooling: current -= 0.75
        case .off: current += (outside - current) * 0.25
        }
    }
}

let t = Thermostat()
t.current = 17
for hour in 0..<6 { t.tick(outside: 10); print("h\(hour) \(t.current) \(t.mode.rawValue)") }
t.target = 18.5
t.current = 25
for hour in 6..<12 { t.tick(outside: 30); print("h\(hour) \(t.current) \(t.mode.rawValue)") }
print("switches: \(t.switches)")
t.events.forEach { print("* \($0)") }
// expect: h0 17.75 heating
// expect: h1 18.5 heating
// expect: h2 19.25 heating
// expect: h3 20.0 off
// expect: h4 17.5 heating
// expect: h5 18.25 heating
// expect: h6 24.25 cooling
// expect: h7 23.5 cooling
// expect: h8 22.75 cooling
// expect: h9 22.0 cooling
// expect: h10 21.25 cooling
// expect: h11 20.5 cooling
// expect: switches: 4
// expect: * jump of -3.0
// expect: * mode off -> heating
// expect: * mode heating -> off
// expect: * jump of -2.5
// expect: * mode off -> heating
// expect: * target 20.0 -> 18.5
// expect: * jump of 6.75
// expect: * mode heating -> cooling
