// objc.io Thinking in SwiftUI style — PITFALL on purpose: the same view type in both branches of an if/else is two different views (two slots of _ConditionalContent); flipping the condition throws the counter's @State away (rules §1.1, §1.4, §11.1)
import SwiftUI

struct TapCounter: View {
    let tint: String
    @State private var taps = 0

    var body: some View {
        let _ = print("TapCounter(\(tint)) body: \(taps)")
        Button("Tap \(taps)") { taps += 1 }
            .onAppear { print("appear \(tint)") }
            .onDisappear { print("disappear \(tint)") }
    }
}

struct Panel: View {
    @State private var highlighted = false

    var body: some View {
        VStack {
            if highlighted {
                TapCounter(tint: "red")
            } else {
                TapCounter(tint: "gray")
            }
            Button("Highlight") { highlighted.toggle() }
        }
    }
}

:mount Panel()
// expect: TapCounter(gray) body: 0
// expect: appear gray
:tap "Tap 0"
// expect: TapCounter(gray) body: 1
:tap "Tap 1"
// expect: TapCounter(gray) body: 2
:tap "Highlight"
// expect: TapCounter(red) body: 0
// expect: disappear gray
// expect: appear red
:tap "Highlight"
// expect: TapCounter(gray) body: 0
// expect: disappear red
// expect: appear gray
