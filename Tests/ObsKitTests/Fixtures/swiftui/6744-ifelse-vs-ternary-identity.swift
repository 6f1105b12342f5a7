// Follows Apple's `ViewBuilder` page (https://developer.apple.com/documentation/swiftui/viewbuilder), its
// `buildEither(first:)`/`buildEither(second:)`, which turn an if/else in a builder into a `_ConditionalContent` of
// the two branches, against a ternary inside one view's argument.
// - Each branch of `_ConditionalContent` is its own slot: flipping the condition destroys the view in one branch and
//   makes one in the other, even with the same type and arguments, so its @State starts over (rules §1.1, WWDC21
//   "Demystify SwiftUI").
// - A ternary in an argument keeps one view in one place: the same identity, its @State kept; it runs again because
//   its input changed (rules §1.1, §2.7).
// - Both run in tree order in the update (rules §2.8).
import SwiftUI

struct TapCounter: View {
    let label: String
    @State private var taps = 0

    var body: some View {
        let _ = print("TapCounter(\(label)) body: \(taps)")
        Button("\(label) \(taps)") { taps += 1 }
    }
}

struct ModeScreen: View {
    @State private var highlighted = false

    var body: some View {
        VStack {
            if highlighted {
                TapCounter(label: "Branch")
            } else {
                TapCounter(label: "Branch")
            }
            TapCounter(label: highlighted ? "Bright" : "Dim")
            Button("Highlight") { highlighted.toggle() }
        }
    }
}

:mount ModeScreen()
// expect: TapCounter(Branch) body: 0
// expect: TapCounter(Dim) body: 0
:tap "Branch 0"
// expect: TapCounter(Branch) body: 1
:tap "Dim 0"
// expect: TapCounter(Dim) body: 1
:tap "Dim 1"
// expect: TapCounter(Dim) body: 2
:tap "Highlight"
// expect: TapCounter(Branch) body: 0
// expect: TapCounter(Bright) body: 2
:tap "Highlight"
// expect: TapCounter(Branch) body: 0
// expect: TapCounter(Dim) body: 2
