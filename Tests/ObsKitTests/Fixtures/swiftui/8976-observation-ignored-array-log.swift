// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/observation/observationignored() (an @ObservationIgnored array isn't observed: appending to the log doesn't update the view that reads log.count; the tracked count does, and that update shows the log's current size)
import SwiftUI
import Observation

@Observable
final class Counter {
    var count = 0
    @ObservationIgnored var log: [String] = []

    func note(_ entry: String) { log.append(entry) }
    func increment() {
        count += 1
        log.append("inc")
    }
}

struct CounterView: View {
    @Environment(Counter.self) private var counter

    var body: some View {
        let _ = print("count \(counter.count), log \(counter.log.count)")
        VStack {
            Text("\(counter.count)")
            Button("Note") { counter.note("tap") }
            Button("Increment") { counter.increment() }
        }
    }
}

struct CounterRoot: View {
    @State private var counter = Counter()

    var body: some View {
        CounterView().environment(counter)
    }
}

:mount CounterRoot()
:tap "Note"
:tap "Note"
:tap "Increment"
:tap "Note"
// expect: count 0, log 0
// expect: count 1, log 3
