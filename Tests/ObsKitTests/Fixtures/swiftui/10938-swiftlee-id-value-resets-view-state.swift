// Blog style (SwiftLee): .id(value) resets a view: its @State starts over, the old view disappears and the new one appears; a plain input change keeps the state (rules §1.3, §2.6, §3.2, §11.1)
import SwiftUI

struct CounterCard: View {
    let label: String
    @State private var taps = 0

    init(label: String) {
        self.label = label
        print("CounterCard init \(label)")
    }

    var body: some View {
        let _ = print("CounterCard body \(label) taps=\(taps)")
        Button("Tap \(label) (\(taps))") {
            taps += 1
        }
        .onAppear { print("card appear") }
        .onDisappear { print("card disappear") }
    }
}

struct ContentView: View {
    @State private var generation = 0
    @State private var label = "A"

    var body: some View {
        let _ = print("ContentView body gen=\(generation)")
        VStack {
            CounterCard(label: label)
                .id(generation)
            Button("Reset") { generation += 1 }
            Button("Rename") { label = "B" }
        }
    }
}
:mount ContentView()
// expect: ContentView body gen=0
// expect: CounterCard init A
// expect: CounterCard body A taps=0
// expect: card appear
:tap "Tap A (0)"
// expect: CounterCard body A taps=1
:tap "Rename"
// expect: ContentView body gen=0
// expect: CounterCard init B
// expect: CounterCard body B taps=1
:tap "Reset"
// expect: ContentView body gen=1
// expect: CounterCard init B
// expect: CounterCard body B taps=0
// expect: card disappear
// expect: card appear
