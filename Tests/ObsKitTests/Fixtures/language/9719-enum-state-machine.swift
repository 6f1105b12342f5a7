// Swift by Sundell-style: modelling a state machine with enums carrying associated values, transitions via mutating switch on (state, event) tuples, Equatable synthesis
enum PlayerState: Equatable, CustomStringConvertible {
    case idle
    case loading(track: String)
    case playing(track: String, position: Int)
    case paused(track: String, position: Int)
    case failed(reason: String)

    var description: String {
        switch self {
        case .idle: return "idle"
        case .loading(let t): return "loading \(t)"
        case let .playing(t, p): return "playing \(t) @\(p)s"
        case let .paused(t, p): return "paused \(t) @\(p)s"
        case .failed(let r): return "failed: \(r)"
        }
    }
}

enum PlayerEvent {
    case load(String), loaded, loadFailed(String), tick(Int), pause, resume, stop
}

struct Player {
    private(set) var state: PlayerState = .idle
    private(set) var transitions = 0

    mutating func handle(_ event: PlayerEvent) {
        let old = state
        switch (state, event) {
        case (.idle, .load(let track)), (.failed, .load(let track)):
            state = .loading(track: track)
        case (.loading(let track), .loaded):
            state = .playing(track: track, position: 0)
        case (.loading, .loadFailed(let reason)):
            state = .failed(reason: reason)
        case let (.playing(track, position), .tick(seconds)):
            state = .playing(track: track, position: position + seconds)
        case let (.playing(track, position), .pause):
            state = .paused(track: track, position: position)
        case let (.paused(track, position), .resume):
            state = .playing(track: track, position: position)
        case (_, .stop):
            state = .idle
        default:
            print("  ignored \(event) while \(state)")
            return
        }
        if old != state { transitions += 1 }
        print("  \(old) -> \(state)")
    }
}

var player = Player()
let script: [PlayerEvent] = [
    .pause,
    .load("intro.mp3"),
    .loadFailed("network down"),
    .load("intro.mp3"),
    .loaded,
    .tick(15),
    .tick(10),
    .pause,
    .tick(5),
    .resume,
    .tick(3),
    .stop,
    .stop
]
for event in script {
    player.handle(event)
}
print("final:", player.state, "transitions:", player.transitions)

if case .idle = player.state { print("player is idle") }
let history: [PlayerState] = [.playing(track: "a", position: 3), .paused(track: "a", position: 3), .playing(track: "b", position: 9)]
let playingTracks = history.compactMap { state -> String? in
    guard case let .playing(track, _) = state else { return nil }
    return track
}
print(playingTracks, history.contains(.paused(track: "a", position: 3)))

// expect:   ignored pause while idle
// expect:   idle -> loading intro.mp3
// expect:   loading intro.mp3 -> failed: network down
// expect:   failed: network down -> loading intro.mp3
// expect:   loading intro.mp3 -> playing intro.mp3 @0s
// expect:   playing intro.mp3 @0s -> playing intro.mp3 @15s
// expect:   playing intro.mp3 @15s -> playing intro.mp3 @25s
// expect:   playing intro.mp3 @25s -> paused intro.mp3 @25s
// expect:   ignored tick(5) while paused intro.mp3 @25s
// expect:   paused intro.mp3 @25s -> playing intro.mp3 @25s
// expect:   playing intro.mp3 @25s -> playing intro.mp3 @28s
// expect:   playing intro.mp3 @28s -> idle
// expect:   idle -> idle
// expect: final: idle transitions: 10
// expect: player is idle
// expect: ["a", "b"] true
