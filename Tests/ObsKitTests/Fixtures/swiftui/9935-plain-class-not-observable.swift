// Reddit r/SwiftUI style: classic pitfall (on purpose): a plain class (not @Observable) held in @State: mutating its property changes nothing on screen until something else runs the body; the accepted fix marks the class @Observable (rules §3.7, §8.3, §3.5)
import SwiftUI

final class PlainCounter {
    var value = 0
}

@Observable
final class TrackedCounter {
    var value = 0
}

struct PlainCounterView: View {
    @State private var counter = PlainCounter()
    @State private var redraws = 0

    var body: some View {
        let _ = print("PlainCounterView body: \(counter.value) (redraws \(redraws))")
        VStack {
            Button("Plain +1") { counter.value += 1 }
            Button("Redraw") { redraws += 1 }
        }
    }
}

struct TrackedCounterView: View {
    @State private var counter = TrackedCounter()

    var body: some View {
        let _ = print("TrackedCounterView body: \(counter.value)")
        Button("Tracked +1") { counter.value += 1 }
    }
}

struct CountersScreen: View {
    var body: some View {
        VStack {
            PlainCounterView()
            TrackedCounterView()
        }
    }
}

:mount CountersScreen()
// expect: PlainCounterView body: 0 (redraws 0)
// expect: TrackedCounterView body: 0
:tap "Plain +1"
:tap "Plain +1"
:tap "Tracked +1"
// expect: TrackedCounterView body: 1
:tap "Redraw"
// expect: PlainCounterView body: 2 (redraws 1)
