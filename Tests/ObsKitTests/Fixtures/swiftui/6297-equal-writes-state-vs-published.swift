// "My view re-renders although I set the same value": an equal write to @State is dropped, but a @Published setter always sends objectWillChange (SEMANTICS §3 "Writes: no-op if compareValues(old,new)", §6 "@Published set... No equality check"; T12)
import SwiftUI

final class Meter: ObservableObject {
    @Published var reading = 1
}

struct StateGauge: View {
    @State private var reading = 1

    var body: some View {
        let _ = print("state gauge body \(reading)")
        Button("State: write 1") { reading = 1 }
    }
}

struct PublishedGauge: View {
    @StateObject private var meter = Meter()

    var body: some View {
        let _ = print("published gauge body \(meter.reading)")
        Button("Published: write 1") { meter.reading = 1 }
    }
}

struct GaugeScreen: View {
    var body: some View {
        VStack {
            StateGauge()
            PublishedGauge()
        }
    }
}

:mount GaugeScreen()
:tap "State: write 1"
:tap "Published: write 1"
:tap "State: write 1"

// expect: state gauge body 1
// expect: published gauge body 1
// expect: published gauge body 1
