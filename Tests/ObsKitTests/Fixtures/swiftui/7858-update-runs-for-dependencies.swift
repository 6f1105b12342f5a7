// Custom DynamicProperty: update() also runs when the host re-runs for an @Observable read, not its own state
// update() runs before every body of the host, whatever the reason for the run (rules §7.2, §0.2): here the body
// read `stats.visits` of an @Observable model held in a plain `let`, so a change re-runs it as @dependencies
// (rules §8.3, §12.1); the owner, which reads no property of the model, does not run (rules §3.7).
import SwiftUI

@Observable
final class Stats {
    var visits = 0
}

@propertyWrapper
struct Stamp: DynamicProperty {
    @State private var created = "09:41"

    init() {}

    var wrappedValue: String { created }

    func update() {
        print("Stamp.update")
    }
}

struct VisitCounter: View {
    let stats: Stats
    @Stamp var stamp

    init(stats: Stats) {
        self.stats = stats
    }

    var body: some View {
        let _ = Self._printChanges()
        Text("\(stats.visits) visits since \(stamp)")
    }
}

struct Lobby: View {
    @State private var stats = Stats()

    var body: some View {
        let _ = print("Lobby body")
        VStack {
            VisitCounter(stats: stats)
            Button("Visit") { stats.visits += 1 }
        }
    }
}

:mount Lobby()
// expect: Lobby body
// expect: Stamp.update
// expect: VisitCounter: @self, @identity, _stamp changed.
:tap "Visit"
// expect: Stamp.update
// expect: VisitCounter: @dependencies changed.
:tap "Visit"
// expect: Stamp.update
// expect: VisitCounter: @dependencies changed.
