// objc.io "Thinking in SwiftUI" style: structural identity. The same view in both branches of an if/else is two views.
// `if`/`else` becomes `_ConditionalContent` with one slot per branch: flipping the condition destroys the node in
// one branch and makes a new one in the other, even for the same type, so its @State starts over (rules §1.1,
// WWDC21 "Demystify SwiftUI"; T10). Old disappears, then new appears (rules §11.1). A modifier whose argument depends
// on the condition (`.opacity(isHighlighted ? 0.5 : 1)`) keeps one identity, and its state survives.
import SwiftUI

struct TapCounter: View {
    let label: String
    @State private var taps = 0

    var body: some View {
        Button("\(label) \(taps)") {
            taps += 1
            print("\(label) taps = \(taps)")
        }
    }
}

struct IdentityDemo: View {
    @State private var isHighlighted = false

    var body: some View {
        VStack {
            Toggle("Highlight", isOn: $isHighlighted)
            if isHighlighted {
                TapCounter(label: "Branch")
                    .onAppear { print("if-branch counter appeared") }
            } else {
                TapCounter(label: "Branch")
                    .onAppear { print("else-branch counter appeared") }
                    .onDisappear { print("else-branch counter disappeared") }
            }
            TapCounter(label: "Steady")
                .opacity(isHighlighted ? 0.5 : 1)
        }
    }
}

:mount IdentityDemo()
// expect: else-branch counter appeared
:tap "Branch 0"
// expect: Branch taps = 1
:tap "Steady 0"
// expect: Steady taps = 1
:tap "Steady 1"
// expect: Steady taps = 2
:toggle "Highlight"
// expect: else-branch counter disappeared
// expect: if-branch counter appeared
:tap "Branch 0"
// expect: Branch taps = 1
:tap "Steady 2"
// expect: Steady taps = 3
:toggle "Highlight"
// expect: else-branch counter appeared
:tap "Branch 0"
// expect: Branch taps = 1
