// Enums: associated values, mutating methods, computed properties as a state machine
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum PlayerState: CustomStringConvertible {
    case idle
    case loading(url: String)
    case playing(track: String, position: Int)
    case paused(track: String, position: Int)
    case failed(reason: String)

    enum Event { case load(String), ready, tick(Int), pause, resume, stop, error(String) }

    mutating func handle(_ event: Event) {
        switch (self, event) {
        case (.idle, .load(let url)), (.failed, .load(let url)):
            self = .loading(url: url)
        case (.loading(let url), .ready):
            let name = url.split(separator: "/").last.map(String.init) ?? url
            self = .playing(track: name, position: 0)
        case (.playing(let t, let p), .tick(let s)):
            self = .playing(track: t, position: p + s)
        case (.playing(let t, let p), .pause):
            self = .paused(track: t, position: p)
        case (.paused(let t, let p), .resume):
            self = .playing(track: t, position: p)
        case (_, .error(let why)):
            self = .failed(reason: why)
        case (_, .stop):
            self = .idle
        default:
            print("  ignored \(event) in \(self)")
        }
    }

    var isActive: Bool {
        switch self {
        case .playing, .paused: return true
        default: return false
        }
    }

    var description: String {
        switch self {
        case .idle: return "idle"
        case .loading(let url): return "loading \(url)"
        case let .playing(t, p): return "playing \(t) @\(p)s"
        case let .paused(t, p): return "paused \(t) @\(p)s"
        case .failed(let r): return "failed: \(r)"
        }
    }
}

var state = PlayerState.idle
let events: [PlayerState.Event] = [
    .ready, .load("music/intro.mp3"), .ready, .tick(5), .tick(3), .pause,
    .tick(1), .resume, .tick(2), .error("decoder"), .load("b.mp3"), .stop,
]
for e in events {
    state.handle(e)
    print("\(state) active=\(state.isActive)")
}
// expect:   ignored ready in idle
// expect: idle active=false
// expect: loading music/intro.mp3 active=false
// expect: playing intro.mp3 @0s active=true
// expect: playing intro.mp3 @5s active=true
// expect: playing intro.mp3 @8s active=true
// expect: paused intro.mp3 @8s active=true
// expect:   ignored tick(1) in paused intro.mp3 @8s
// expect: paused intro.mp3 @8s active=true
// expect: playing intro.mp3 @8s active=true
// expect: playing intro.mp3 @10s active=true
// expect: failed: decoder active=false
// expect: loading b.mp3 active=false
// expect: idle active=false
