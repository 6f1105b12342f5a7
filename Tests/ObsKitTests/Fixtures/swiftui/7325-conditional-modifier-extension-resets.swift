// The `.if(condition) { $0.modifier() }` extension from many blog posts, and why objc.io's "Why Conditional View
// Modifiers are a Bad Idea" warns against it: the helper hides an `if/else` inside a @ViewBuilder function.
// What SwiftUI does: the helper's `if condition { transform(self) } else { self }` is `_ConditionalContent`; flipping
// the condition moves the lap timer from one branch to the other, so its node dies and a new one is made with fresh
// @State (rules §1.1, §1.4, §3.2); the old node's onDisappear, then the new node's onAppear, run after the update
// (rules §11.1). The laps go back to 0 when the highlight is switched on.
// Sources: rules §1.1, §1.4, §3.2, §11.1; WWDC21 "Demystify SwiftUI",
// https://developer.apple.com/videos/play/wwdc2021/10022/; objc.io, "Why Conditional View Modifiers are a Bad Idea" (2021)
import SwiftUI

extension View {
    @ViewBuilder
    func applying<Modified: View>(if condition: Bool, transform: (Self) -> Modified) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

struct LapTimerFace: View {
    @State private var laps = 0

    var body: some View {
        let _ = print("LapTimerFace body: \(laps) laps")
        Button("Lap (\(laps))") { laps += 1 }
            .onAppear { print("LapTimerFace appear") }
            .onDisappear { print("LapTimerFace disappear") }
    }
}

struct RaceScreen: View {
    @State private var highlighted = false

    var body: some View {
        let _ = print("RaceScreen body: highlighted=\(highlighted)")
        VStack {
            LapTimerFace()
                .applying(if: highlighted) { $0.border(Color.red) }
            Button("Highlight") { highlighted.toggle() }
        }
    }
}

:mount RaceScreen()
// expect: RaceScreen body: highlighted=false
// expect: LapTimerFace body: 0 laps
// expect: LapTimerFace appear
:tap "Lap (0)"
// expect: LapTimerFace body: 1 laps
:tap "Lap (1)"
// expect: LapTimerFace body: 2 laps
:tap "Highlight"
// expect: RaceScreen body: highlighted=true
// expect: LapTimerFace body: 0 laps
// expect: LapTimerFace disappear
// expect: LapTimerFace appear
