// Swift book style: traffic light and turnstile state machines
enum Light: CaseIterable, CustomStringConvertible {
    case red, redAmber, green, amber

    var duration: Int {
        switch self {
        case .red: return 4
        case .redAmber: return 1
        case .green: return 3
        case .amber: return 2
        }
    }

    var next: Light {
        switch self {
        case .red: return .redAmber
        case .redAmber: return .green
        case .green: return .amber
        case .amber: return .red
        }
    }

    var canGo: Bool { self == .green }

    var description: String {
        switch self {
        case .red: return "R"
        case .redAmber: return "RA"
        case .green: return "G"
        case .amber: return "A"
        }
    }
}

struct Intersection {
    private(set) var light: Light = .red
    private var remaining = Light.red.duration
    private(set) var ticks = 0

    mutating func tick() {
        ticks += 1
        remaining -= 1
        if remaining == 0 {
            light = light.next
            remaining = light.duration
        }
    }
}

var junction = Intersection()
var timeline = ""
for _ in 0..<20 {
    timeline += junction.light.description + " "
    junction.tick()
}
print(timeline)
print("cycle length \(Light.allCases.map(\.duration).reduce(0, +))")

// Turnstile with event enum and output actions
enum TurnstileState { case locked, unlocked, broken }
enum TurnstileEvent { case coin, push, fail, repair }
enum Action: Equatable { case unlock, lock, thankYou, alarm, none }

func transition(_ s: TurnstileState, _ e: TurnstileEvent) -> (TurnstileState, Action) {
    switch (s, e) {
    case (.locked, .coin): return (.unlocked, .unlock)
    case (.locked, .push): return (.locked, .alarm)
    case (.unlocked, .coin): return (.unlocked, .thankYou)
    case (.unlocked, .push): return (.locked, .lock)
    case (_, .fail): return (.broken, .alarm)
    case (.broken, .repair): return (.locked, .lock)
    case (.broken, _): return (.broken, .none)
    case (_, .repair): return (s, .none)
    }
}

var state = TurnstileState.locked
let events: [TurnstileEvent] = [.push, .coin, .coin, .push, .fail, .coin, .repair, .coin, .push, .repair]
var actions: [Action] = []
for e in events {
    let (nextState, action) = transition(state, e)
    print("\(state) --\(e)--> \(nextState) [\(action)]")
    state = nextState
    actions.append(action)
}
print("alarms: \(actions.filter { $0 == .alarm }.count)")
print("final: \(state)")
// expect: R R R R RA G G G A A R R R R RA G G G A A 
// expect: cycle length 10
// expect: locked --push--> locked [alarm]
// expect: locked --coin--> unlocked [unlock]
// expect: unlocked --coin--> unlocked [thankYou]
// expect: unlocked --push--> locked [lock]
// expect: locked --fail--> broken [alarm]
// expect: broken --coin--> broken [none]
// expect: broken --repair--> locked [lock]
// expect: locked --coin--> unlocked [unlock]
// expect: unlocked --push--> locked [lock]
// expect: locked --repair--> locked [none]
// expect: alarms: 2
// expect: final: locked
