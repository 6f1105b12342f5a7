// Blog style (SwiftLee): .id(token) on a List throws away every row's @State, while a reorder keeps it; the list disappears and appears again (rules §1.3, §1.2, §11.1, §3.2)
import SwiftUI

struct Step: Identifiable {
    let id: Int
    let text: String
}

struct StepRow: View {
    let step: Step
    @State private var expanded = false

    var body: some View {
        let _ = print("StepRow \(step.id) expanded=\(expanded)")
        Button("Step \(step.id)") { expanded.toggle() }
    }
}

struct GuideView: View {
    @State private var steps = [Step(id: 1, text: "Open"), Step(id: 2, text: "Close")]
    @State private var refreshToken = 0

    var body: some View {
        let _ = print("GuideView body")
        VStack {
            List(steps) { step in
                StepRow(step: step)
            }
            .onAppear { print("list appear") }
            .onDisappear { print("list disappear") }
            .id(refreshToken)
            Button("Reload") { refreshToken += 1 }
            Button("Reverse") { steps.reverse() }
        }
    }
}
:mount GuideView()
// expect: GuideView body
// expect: StepRow 1 expanded=false
// expect: StepRow 2 expanded=false
// expect: list appear
:tap "Step 2"
// expect: StepRow 2 expanded=true
:tap "Reverse"
// expect: GuideView body
:tap "Reload"
// expect: GuideView body
// expect: StepRow 2 expanded=false
// expect: StepRow 1 expanded=false
// expect: list disappear
// expect: list appear
