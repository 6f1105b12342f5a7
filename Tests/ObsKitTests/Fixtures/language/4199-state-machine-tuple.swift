// Compiler test style: finite state machine driven by switch over (state, event) tuples
enum State: CustomStringConvertible {
    case idle
    case running(speed: Int)
    case paused(resumeSpeed: Int)
    case broken(reason: String)

    var description: String {
        switch self {
        case .idle: return "idle"
        case .running(let s): return "running@\(s)"
        case .paused(let s): return "paused(\(s))"
        case .broken(let r): return "broken[\(r)]"
        }
    }
}

enum Input {
    case start
    case accelerate(Int)
    case pause
    case resume
    case stop
    case fault(String)
    case repair
}

func transition(_ state: State, _ input: Input) -> State {
    switch (state, input) {
    case (.broken, .repair):
        return .idle
    case (.broken, _):
        return state
    case (_, .fault(let why)):
        return .broken(reason: why)
    case (.idle, .start):
        return .running(speed: 1)
    case let (.running(s), .accelerate(d)) where s + d > 10:
        return .broken(reason: "overspeed \(s + d)")
    case let (.running(s), .accelerate(d)) where s + d <= 0:
        return .idle
    case let (.running(s), .accelerate(d)):
        return .running(speed: s + d)
    case (.running(let s), .pause):
        return .paused(resumeSpeed: s)
    case (.paused(let s), .resume):
        return .running(speed: s)
    case (.running, .stop), (.paused, .stop):
        return .idle
    default:
        return state
    }
}

let script: [Input] = [
    .start, .accelerate(3), .accelerate(2), .pause, .accelerate(5), .resume,
    .accelerate(-6), .start, .accelerate(4), .accelerate(7), .start, .repair,
    .start, .pause, .stop, .resume, .start, .fault("sensor"), .stop, .repair,
]

var state = State.idle
var step = 0
for input in script {
    let next = transition(state, input)
    step += 1
    let changed: String
    switch (state, next) {
    case (.idle, .idle), (.broken, .broken):
        changed = "unchanged"
    case let (.running(a), .running(b)) where a == b:
        changed = "unchanged"
    case (_, .broken):
        changed = "FAILURE"
    default:
        changed = "ok"
    }
    print("\(step): \(state) -> \(next) \(changed)")
    state = next
}
print("final: \(state)")

// Expected output:
// expect: 1: idle -> running@1 ok
// expect: 2: running@1 -> running@4 ok
// expect: 3: running@4 -> running@6 ok
// expect: 4: running@6 -> paused(6) ok
// expect: 5: paused(6) -> paused(6) ok
// expect: 6: paused(6) -> running@6 ok
// expect: 7: running@6 -> idle ok
// expect: 8: idle -> running@1 ok
// expect: 9: running@1 -> running@5 ok
// expect: 10: running@5 -> broken[overspeed 12] FAILURE
// expect: 11: broken[overspeed 12] -> broken[overspeed 12] unchanged
// expect: 12: broken[overspeed 12] -> idle ok
// expect: 13: idle -> running@1 ok
// expect: 14: running@1 -> paused(1) ok
// expect: 15: paused(1) -> idle ok
// expect: 16: idle -> idle unchanged
// expect: 17: idle -> running@1 ok
// expect: 18: running@1 -> broken[sensor] FAILURE
// expect: 19: broken[sensor] -> broken[sensor] unchanged
// expect: 20: broken[sensor] -> idle ok
// expect: final: idle
