// Blog style (enum state): an observable state machine with an enum property
import Observation

enum Phase: String, CaseIterable {
    case idle, loading, loaded, failed
}

@Observable
final class Loader {
    var phase: Phase = .idle
    var items: [String] = []
    var transitions: [String] = []

    func advance(ok: Bool) {
        let old = phase
        switch phase {
        case .idle: phase = .loading
        case .loading:
            if ok { items = ["one", "two"]; phase = .loaded } else { phase = .failed }
        case .loaded, .failed: phase = .idle; items = []
        }
        transitions.append("\(old.rawValue)->\(phase.rawValue)")
    }
}

let loader = Loader()
func follow() {
    withObservationTracking {
        _ = loader.phase
    } onChange: {
        print("phase leaving \(loader.phase)")
        follow()
    }
}
follow()
loader.advance(ok: true)
loader.advance(ok: true)
print(loader.items)
loader.advance(ok: true)
loader.advance(ok: true)
loader.advance(ok: false)
print(loader.transitions.joined(separator: " "))
print(Phase.allCases.map(\.rawValue))
// expect: phase leaving idle
// expect: phase leaving loading
// expect: ["one", "two"]
// expect: phase leaving loaded
// expect: phase leaving idle
// expect: phase leaving loading
// expect: idle->loading loading->loaded loaded->idle idle->loading loading->failed
// expect: ["idle", "loading", "loaded", "failed"]
