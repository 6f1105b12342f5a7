// SwiftUI from Apple's documentation: a condition inside a modifier's argument keeps one view, so its state survives the change
// WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022/): instead of an if/else around the view, put the
// condition in the modifier - `.opacity(isExpired ? 0.3 : 1.0)` - so the view keeps a single identity; its state is kept.
import SwiftUI

struct Knob: View {
    let label: String
    @State private var turns = 0
    var body: some View {
        Button("Turn") {
            turns += 1
            print("\(label) turns: \(turns)")
        }
    }
}

struct Amp: View {
    @State private var night = false
    var body: some View {
        VStack {
            Button("Switch mode") { night.toggle() }
            Knob(label: night ? "night" : "day")
                .opacity(night ? 0.5 : 1.0)
        }
    }
}

:mount Amp()
:tap "Turn"
// expect: day turns: 1
:tap "Turn"
// expect: day turns: 2
:tap "Switch mode"
:tap "Turn"
// expect: night turns: 3
:tap "Switch mode"
:tap "Turn"
// expect: day turns: 4
