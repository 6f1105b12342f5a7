// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/observation/observationignored() (a property marked @ObservationIgnored is not tracked: writing it does not update the view that reads it, while writing a tracked property does)
import SwiftUI

@Observable
final class Counter {
    var shown = 0
    @ObservationIgnored var hidden = 0
}

struct CounterView: View {
    @State private var counter = Counter()

    var body: some View {
        let _ = print("body: shown \(counter.shown), hidden \(counter.hidden)")
        VStack {
            Button("Bump hidden") { counter.hidden += 1 }
            Button("Bump shown") { counter.shown += 1 }
        }
    }
}

:mount CounterView()
:tap "Bump hidden"
:tap "Bump hidden"
:tap "Bump shown"
// expect: body: shown 0, hidden 0
// expect: body: shown 1, hidden 2
