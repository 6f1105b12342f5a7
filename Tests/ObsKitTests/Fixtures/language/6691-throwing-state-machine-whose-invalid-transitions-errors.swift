// Swift by Sundell style (state machine): a throwing state machine whose invalid transitions are errors carrying both states
enum PlayerState: String {
    case idle, loading, playing, paused, finished
}

enum PlayerEvent: String {
    case load, play, pause, end, reset
}

struct TransitionError: Error, CustomStringConvertible {
    let from: PlayerState
    let event: PlayerEvent
    var description: String { "cannot \(event.rawValue) while \(from.rawValue)" }
}

struct Player {
    private(set) var state = PlayerState.idle
    private(set) var history: [PlayerState] = [.idle]

    mutating func handle(_ event: PlayerEvent) throws {
        let next: PlayerState
        switch (state, event) {
        case (.idle, .load): next = .loading
        case (.loading, .play), (.paused, .play): next = .playing
        case (.playing, .pause): next = .paused
        case (.playing, .end), (.paused, .end): next = .finished
        case (_, .reset) where state != .idle: next = .idle
        default: throw TransitionError(from: state, event: event)
        }
        state = next
        history.append(next)
    }
}

var player = Player()
let script: [PlayerEvent] = [.play, .load, .play, .pause, .pause, .play, .end, .play, .reset, .reset]
var failures = 0
for event in script {
    do {
        try player.handle(event)
        print("\(event.rawValue) -> \(player.state.rawValue)")
    } catch let error as TransitionError {
        failures += 1
        print("error:", error)
    } catch {
        print("impossible")
    }
}
print("failures:", failures)
print(player.history.map(\.rawValue).joined(separator: ">"))

// expect: error: cannot play while idle
// expect: load -> loading
// expect: play -> playing
// expect: pause -> paused
// expect: error: cannot pause while paused
// expect: play -> playing
// expect: end -> finished
// expect: error: cannot play while finished
// expect: reset -> idle
// expect: error: cannot reset while idle
// expect: failures: 4
// expect: idle>loading>playing>paused>playing>finished>idle
