// SwiftLee-style "Counting body evaluations with print": `let _ = print(...)` in every body shows that a parent's render re-inits its children but only runs the body of the one whose input changed
// What SwiftUI does: every run of the parent's body builds each child struct again, so `Header`'s init runs
// each time (rules §2.6), but a child's body runs only when its new value differs from the last (rules §2.7):
// `Header()` and `Footer(note:)` never differ, `StepCount(steps:)` differs when the steps do. "Start over" at 0
// writes the value the @State already holds and runs nothing (rules §3.4). Bodies run parent first (rules §2.8).
// Sources: rules §2.6, §2.7, §2.8, §3.4.
import SwiftUI

struct Header: View {
    init() {
        print("Header init")
    }

    var body: some View {
        let _ = print("Header body")
        Text("Daily Steps")
    }
}

struct StepCount: View {
    let steps: Int

    var body: some View {
        let _ = print("StepCount body: \(steps)")
        Text("\(steps) steps")
    }
}

struct Footer: View {
    let note: String

    var body: some View {
        let _ = print("Footer body")
        Text(note)
    }
}

struct StepsScreen: View {
    @State private var steps = 0

    var body: some View {
        let _ = print("StepsScreen body")
        VStack {
            Header()
            StepCount(steps: steps)
            Footer(note: "Keep moving")
            Button("Walk") { steps += 500 }
            Button("Start over") { steps = 0 }
        }
    }
}

:mount StepsScreen()
// expect: StepsScreen body
// expect: Header init
// expect: Header body
// expect: StepCount body: 0
// expect: Footer body
:tap "Start over"
:tap "Walk"
// expect: StepsScreen body
// expect: Header init
// expect: StepCount body: 500
:tap "Start over"
// expect: StepsScreen body
// expect: Header init
// expect: StepCount body: 0
