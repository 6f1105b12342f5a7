// Chris Eidhof / objc.io style: the fix for branch-switching — one view whose inputs change (a ternary in the arguments and modifiers) keeps its identity, so its @State survives and no appear/disappear fires (rules §1.1, §2.7, §11.1)
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
            TapCounter(tint: highlighted ? "red" : "gray")
                .opacity(highlighted ? 1 : 0.5)
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
// expect: TapCounter(red) body: 2
:tap "Tap 2"
// expect: TapCounter(red) body: 3
:tap "Highlight"
// expect: TapCounter(gray) body: 3
