// Fatbobman style (view identity): the same view type in both branches of an if/else is two identities, so flipping the condition resets its @State (disappear with its last value, then appear); the same view with a conditional modifier keeps its state and its body does not even run (rules §1.1, §1.4, §11.1, §2.1)
import SwiftUI

struct TapCounter: View {
    let label: String
    @State private var taps = 0

    var body: some View {
        let _ = print("TapCounter(\(label)) body: \(taps)")
        Button("\(label) taps: \(taps)") {
            taps += 1
        }
        .onAppear { print("\(label) appeared") }
        .onDisappear { print("\(label) disappeared at \(taps)") }
    }
}

struct IdentityDemo: View {
    @State private var highlighted = false

    var body: some View {
        let _ = print("IdentityDemo body: \(highlighted)")
        VStack {
            Toggle("Highlight", isOn: $highlighted)
            if highlighted {
                TapCounter(label: "Branchy")
                    .foregroundStyle(.red)
            } else {
                TapCounter(label: "Branchy")
            }
            TapCounter(label: "Modifier")
                .opacity(highlighted ? 1 : 0.6)
        }
    }
}

:mount IdentityDemo()
// expect: IdentityDemo body: false
// expect: TapCounter(Branchy) body: 0
// expect: TapCounter(Modifier) body: 0
// expect: Branchy appeared
// expect: Modifier appeared
:tap "Branchy taps: 0"
// expect: TapCounter(Branchy) body: 1
:tap "Modifier taps: 0"
// expect: TapCounter(Modifier) body: 1
:toggle "Highlight"
// expect: IdentityDemo body: true
// expect: TapCounter(Branchy) body: 0
// expect: Branchy disappeared at 1
// expect: Branchy appeared
:tap "Modifier taps: 1"
// expect: TapCounter(Modifier) body: 2
