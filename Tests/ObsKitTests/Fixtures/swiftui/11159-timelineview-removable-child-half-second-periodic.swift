// Hacking with Swift style (TimelineView in a removable child): a half-second periodic schedule rebuilds only the timeline content; removing the child stops it, and a new one starts at the latest entry (rules §15.20, §1.1, §11.1, §2.7)
import SwiftUI

struct ClockFace: View {
    let start: Date

    var body: some View {
        TimelineView(.periodic(from: start, by: 0.5)) { context in
            let tenths = Int((context.date.timeIntervalSince(start) * 10).rounded())
            let _ = print("face at \(tenths / 10).\(tenths % 10)s")
            Text("\(tenths)")
        }
        .onDisappear { print("face removed") }
    }
}

struct ContentView: View {
    @State private var showClock = true
    @State private var start = Date.now

    var body: some View {
        let _ = print("ContentView body showClock=\(showClock)")
        VStack {
            Toggle("Show clock", isOn: $showClock)
            if showClock {
                ClockFace(start: start)
            }
        }
    }
}
:mount ContentView()
// expect: ContentView body showClock=true
// expect: face at 0.0s
:advance 1s
// expect: face at 0.5s
// expect: face at 1.0s
:toggle "Show clock"
// expect: ContentView body showClock=false
// expect: face removed
:advance 1s
:toggle "Show clock"
// expect: ContentView body showClock=true
// expect: face at 2.0s
:advance 500ms
// expect: face at 2.5s
