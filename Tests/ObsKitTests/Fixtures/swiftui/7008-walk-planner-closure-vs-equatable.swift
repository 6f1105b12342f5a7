// Walk planner: two rows that each take an action closure from the parent, one a plain view and one an Equatable view
// whose `==` compares only the dog, the remedy the performance sessions and community write-ups give for closure
// properties; own code.
// What SwiftUI does: a closure that captures anything gets a new context each time the parent's body makes it, so a
// view holding one never compares equal and its body runs at every parent render (rules §2.4). A view that is not
// plain data and conforms to Equatable is compared with its own `==` (rules §2.2): the Equatable row, equal by dog,
// skips its body, and its old closure still writes the parent's live @State when tapped.
// Sources: rules §2.2, §2.4, §2.7; WWDC23 "Demystify SwiftUI performance"
// https://developer.apple.com/videos/play/wwdc2023/10160/; Apple https://developer.apple.com/documentation/swiftui/equatableview
import SwiftUI

struct PlannedWalkRow: View {
    let dog: String
    let onStart: () -> Void

    var body: some View {
        let _ = print("PlannedWalkRow body: \(dog)")
        Button("Start \(dog)", action: onStart)
    }
}

struct EquatableWalkRow: View, Equatable {
    let dog: String
    let onStart: () -> Void

    static func == (lhs: EquatableWalkRow, rhs: EquatableWalkRow) -> Bool {
        lhs.dog == rhs.dog
    }

    var body: some View {
        let _ = print("EquatableWalkRow body: \(dog)")
        Button("Begin \(dog)", action: onStart)
    }
}

struct WalkPlannerView: View {
    @State private var started: [String] = []

    var body: some View {
        let _ = print("WalkPlannerView body: \(started.count) started")
        VStack {
            PlannedWalkRow(dog: "Rex") { started.append("Rex") }
            EquatableWalkRow(dog: "Luna") { started.append("Luna") }
        }
    }
}

:mount WalkPlannerView()
// expect: WalkPlannerView body: 0 started
// expect: PlannedWalkRow body: Rex
// expect: EquatableWalkRow body: Luna
:tap "Start Rex"
// expect: WalkPlannerView body: 1 started
// expect: PlannedWalkRow body: Rex
:tap "Begin Luna"
// expect: WalkPlannerView body: 2 started
// expect: PlannedWalkRow body: Rex
