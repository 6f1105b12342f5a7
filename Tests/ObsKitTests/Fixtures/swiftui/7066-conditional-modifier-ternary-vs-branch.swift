// Conditional modifiers as the "views and modifiers" day of a "100 days" SwiftUI course teaches them, own code: one
// counter coloured with a ternary inside the modifier, `.foregroundStyle(useRedText ? .red : .blue)`, and another
// written as an if/else that repeats the view in both branches with a different colour.
// What SwiftUI does: the ternary keeps one view with one identity, so the counter keeps its @State when the colour
// flips, and its own value (name and @State initial value) is unchanged, so its body does not even run (rules
// §1.1, §2.7). The if/else is a `_ConditionalContent` with one slot per branch: flipping the condition destroys the
// counter of one branch and makes a new one in the other, with its @State back at 0 (rules §1.1, §1.4; WWDC21
// "Demystify SwiftUI").
// Sources: rules §1.1, §1.4, §2.7; https://developer.apple.com/videos/play/wwdc2021/10022/
import SwiftUI

struct TapTally: View {
    let name: String
    @State private var taps = 0

    var body: some View {
        let _ = print("TapTally body: \(name) \(taps)")
        Button("\(name): \(taps)") {
            taps += 1
        }
    }
}

struct StyleSwitchView: View {
    @State private var useRedText = false

    var body: some View {
        let _ = print("StyleSwitchView body: red \(useRedText)")
        VStack {
            TapTally(name: "Ternary")
                .foregroundStyle(useRedText ? .red : .blue)
            if useRedText {
                TapTally(name: "Branch")
                    .foregroundStyle(.red)
            } else {
                TapTally(name: "Branch")
                    .foregroundStyle(.blue)
            }
            Button("Switch colour") {
                useRedText.toggle()
            }
        }
    }
}

:mount StyleSwitchView()
// expect: StyleSwitchView body: red false
// expect: TapTally body: Ternary 0
// expect: TapTally body: Branch 0
:tap "Ternary: 0"
// expect: TapTally body: Ternary 1
:tap "Branch: 0"
// expect: TapTally body: Branch 1
:tap "Switch colour"
// expect: StyleSwitchView body: red true
// expect: TapTally body: Branch 0
:tap "Ternary: 1"
// expect: TapTally body: Ternary 2
:tap "Switch colour"
// expect: StyleSwitchView body: red false
// expect: TapTally body: Branch 0
