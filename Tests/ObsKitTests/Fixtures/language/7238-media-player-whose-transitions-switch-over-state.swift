// App architecture style (finite state machine): a media player whose transitions switch over (state, event) tuples
enum PlayerState: Equatable {
    case stopped
    case loading(track: String)
    case playing(track: String, position: Int)
    case paused(track: String, position: Int)
    case failed(reason: String)
}

enum PlayerEvent {
    case load(String)
    case loaded
    case tick(Int)
    case pause
    case resume
    case stop
    case error(String)
}

func transition(_ state: PlayerState, _ event: PlayerEvent) -> PlayerState? {
    switch (state, event) {
    case (.stopped, .load(let t)), (.failed, .load(let t)):
        return .loading(track: t)
    case (.loading(let t), .loaded):
        return .playing(track: t, position: 0)
    case (.playing(let t, let p), .tick(let d)):
        return .playing(track: t, position: p + d)
    case (.playing(let t, let p), .pause):
        return .paused(track: t, position: p)
    case (.paused(let t, let p), .resume):
        return .playing(track: t, position: p)
    case (.loading, .error(let r)), (.playing, .error(let r)):
        return .failed(reason: r)
    case (_, .stop) where state != .stopped:
        return .stopped
    default:
        return nil
    }
}

final class Player {
    private(set) var state: PlayerState = .stopped {
        didSet { print("  \(oldValue) -> \(state)") }
    }
    var rejected = 0
    func send(_ event: PlayerEvent) {
        print("event \(event)")
        if let next = transition(state, event) { state = next } else { rejected += 1; print("  ignored") }
    }
}

let player = Player()
let events: [PlayerEvent] = [.resume, .load("intro"), .loaded, .tick(3), .tick(4), .pause, .tick(1),
                             .resume, .error("decoder"), .load("outro"), .stop, .stop]
events.forEach(player.send)
print("final:", player.state, "rejected:", player.rejected)

// expect: event resume
// expect:   ignored
// expect: event load("intro")
// expect:   stopped -> loading(track: "intro")
// expect: event loaded
// expect:   loading(track: "intro") -> playing(track: "intro", position: 0)
// expect: event tick(3)
// expect:   playing(track: "intro", position: 0) -> playing(track: "intro", position: 3)
// expect: event tick(4)
// expect:   playing(track: "intro", position: 3) -> playing(track: "intro", position: 7)
// expect: event pause
// expect:   playing(track: "intro", position: 7) -> paused(track: "intro", position: 7)
// expect: event tick(1)
// expect:   ignored
// expect: event resume
// expect:   paused(track: "intro", position: 7) -> playing(track: "intro", position: 7)
// expect: event error("decoder")
// expect:   playing(track: "intro", position: 7) -> failed(reason: "decoder")
// expect: event load("outro")
// expect:   failed(reason: "decoder") -> loading(track: "outro")
// expect: event stop
// expect:   loading(track: "outro") -> stopped
// expect: event stop
// expect:   ignored
// expect: final: stopped rejected: 3
