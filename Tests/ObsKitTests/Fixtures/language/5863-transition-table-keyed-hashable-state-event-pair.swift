// Swift by Sundell style (state machine): a transition table keyed by a Hashable (state, event) pair with entry/exit hooks
enum PlayerState: String, CaseIterable { case stopped, playing, paused, buffering }
enum PlayerEvent: String { case play, pause, stop, stall, resume }

struct Transition: Hashable {
    let from: PlayerState
    let event: PlayerEvent
}

final class StateMachine {
    private(set) var state: PlayerState
    private var table: [Transition: PlayerState] = [:]
    private var onEnter: [PlayerState: [(PlayerState) -> Void]] = [:]
    private(set) var visits: [PlayerState: Int] = [:]

    init(initial: PlayerState) {
        state = initial
        visits[initial] = 1
    }

    func allow(_ event: PlayerEvent, from states: PlayerState..., to target: PlayerState) {
        for s in states { table[Transition(from: s, event: event)] = target }
    }

    func whenEntering(_ s: PlayerState, _ hook: @escaping (PlayerState) -> Void) {
        onEnter[s, default: []].append(hook)
    }

    @discardableResult
    func send(_ event: PlayerEvent) -> Bool {
        guard let target = table[Transition(from: state, event: event)] else {
            print("  ignored \(event.rawValue) while \(state.rawValue)")
            return false
        }
        let previous = state
        state = target
        visits[target, default: 0] += 1
        onEnter[target]?.forEach { $0(previous) }
        return true
    }
}

let player = StateMachine(initial: .stopped)
player.allow(.play, from: .stopped, .paused, to: .playing)
player.allow(.pause, from: .playing, .buffering, to: .paused)
player.allow(.stop, from: .playing, .paused, .buffering, to: .stopped)
player.allow(.stall, from: .playing, to: .buffering)
player.allow(.resume, from: .buffering, to: .playing)

player.whenEntering(.playing) { print("  ▶︎ playing (was \($0.rawValue))") }
player.whenEntering(.stopped) { _ in print("  ■ stopped, rewinding") }
player.whenEntering(.buffering) { print("  … buffering after \($0)") }

let script: [PlayerEvent] = [.pause, .play, .stall, .resume, .pause, .stall, .play, .stop, .stop]
var accepted = 0
for event in script {
    print(event.rawValue)
    if player.send(event) { accepted += 1 }
}
print("accepted \(accepted)/\(script.count), final \(player.state)")
print(PlayerState.allCases.map { "\($0.rawValue)=\(player.visits[$0, default: 0])" }.joined(separator: " "))

// expect: pause
// expect:   ignored pause while stopped
// expect: play
// expect:   ▶︎ playing (was stopped)
// expect: stall
// expect:   … buffering after playing
// expect: resume
// expect:   ▶︎ playing (was buffering)
// expect: pause
// expect: stall
// expect:   ignored stall while paused
// expect: play
// expect:   ▶︎ playing (was paused)
// expect: stop
// expect:   ■ stopped, rewinding
// expect: stop
// expect:   ignored stop while stopped
// expect: accepted 6/9, final stopped
// expect: stopped=2 playing=3 paused=1 buffering=1
