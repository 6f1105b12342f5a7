// SwiftUI from Apple's documentation: the same view in the two branches of an if/else has two identities, so switching resets its state
// WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022/): an if/else in a view builder gives each
// branch its own structural identity - the views are distinct, and "state lifetime" is the view's lifetime, so the other branch's
// view starts with new state.
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
            if night {
                Knob(label: "night")
            } else {
                Knob(label: "day")
            }
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
// expect: night turns: 1
:tap "Switch mode"
:tap "Turn"
// expect: day turns: 1
