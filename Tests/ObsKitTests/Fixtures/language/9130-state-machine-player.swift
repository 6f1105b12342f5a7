// state-machine-player
// expected output: swiftc 6.3.1 (Linux), run on this machine
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
    case load(String), loaded, tick(Int), pause, resume, stop, error(String)
}

struct Player {
    private(set) var state: PlayerState = .idle
    private(set) var transitions = 0

    mutating func send(_ event: PlayerEvent) {
        let next: PlayerState?
        switch (state, event) {
        case (.idle, .load(let t)), (.paused, .load(let t)), (.failed, .load(let t)):
            next = .loading(track: t)
        case (.loading(let t), .loaded):
            next = .playing(track: t, position: 0)
        case let (.playing(t, p), .tick(s)) where s > 0:
            next = .playing(track: t, position: p + s)
        case let (.playing(t, p), .pause):
            next = .paused(track: t, position: p)
        case let (.paused(t, p), .resume):
            next = .playing(track: t, position: p)
        case (_, .stop) where state != .idle:
            next = .idle
        case (.loading, .error(let why)), (.playing, .error(let why)):
            next = .failed(reason: why)
        default:
            next = nil
        }
        if let next {
            print("\(state) -> \(next)")
            state = next
            transitions += 1
        } else {
            print("ignored \(event) in \(state)")
        }
    }
}

var player = Player()
let script: [PlayerEvent] = [.resume, .load("intro.mp3"), .loaded, .tick(5), .tick(0), .tick(3),
                             .pause, .tick(1), .resume, .error("decoder"), .load("b.mp3"), .stop, .stop]
for e in script { player.send(e) }
print("transitions:", player.transitions, "final:", player.state)
// expect: ignored resume in idle
// expect: idle -> loading intro.mp3
// expect: loading intro.mp3 -> playing intro.mp3 @0s
// expect: playing intro.mp3 @0s -> playing intro.mp3 @5s
// expect: ignored tick(0) in playing intro.mp3 @5s
// expect: playing intro.mp3 @5s -> playing intro.mp3 @8s
// expect: playing intro.mp3 @8s -> paused intro.mp3 @8s
// expect: ignored tick(1) in paused intro.mp3 @8s
// expect: paused intro.mp3 @8s -> playing intro.mp3 @8s
// expect: playing intro.mp3 @8s -> failed: decoder
// expect: failed: decoder -> loading b.mp3
// expect: loading b.mp3 -> idle
// expect: ignored stop in idle
// expect: transitions: 9 final: idle
