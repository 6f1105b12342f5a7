// Vet visit planner: `sheet(item:onDismiss:content:)` presenting a visit sheet for the chosen pet, the sheet that
// closes itself with `@Environment(\.dismiss)`; own code in the style of Apple's sheet(item:) documentation.
// What SwiftUI does: the content closure is escaping and runs only when the item becomes non-nil, inside the
// presented hierarchy: the sheet's view is made and runs then, not at mount (rules §13.1, §2.6). Setting the item
// through `$selectedVisit` does not run the planner's body, which never reads it (rules §3.5, §8.7). The sheet's
// "Done" calls dismiss: the binding goes back to nil and onDismiss runs (rules §13.1, §15.12). Presenting again
// builds a new sheet.
// Sources: rules §2.6, §3.5, §8.7, §13.1, §15.12; Apple https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
// and https://developer.apple.com/documentation/swiftui/dismissaction
import SwiftUI

struct VetVisit: Identifiable {
    let id: Int
    let pet: String
}

struct VetVisitSheet: View {
    let visit: VetVisit
    @Environment(\.dismiss) private var dismiss

    init(visit: VetVisit) {
        self.visit = visit
        print("VetVisitSheet init: \(visit.pet)")
    }

    var body: some View {
        let _ = print("VetVisitSheet body: \(visit.pet)")
        VStack {
            Text("Visit for \(visit.pet)")
            Button("Done") { dismiss() }
        }
    }
}

struct VetVisitPlanner: View {
    @State private var selectedVisit: VetVisit?

    var body: some View {
        let _ = print("VetVisitPlanner body")
        VStack {
            Button("Plan Biscuit") { selectedVisit = VetVisit(id: 1, pet: "Biscuit") }
            Button("Plan Pepper") { selectedVisit = VetVisit(id: 2, pet: "Pepper") }
        }
        .sheet(item: $selectedVisit, onDismiss: { print("visit sheet dismissed") }) { visit in
            VetVisitSheet(visit: visit)
        }
    }
}

:mount VetVisitPlanner()
// expect: VetVisitPlanner body
:tap "Plan Biscuit"
// expect: VetVisitSheet init: Biscuit
// expect: VetVisitSheet body: Biscuit
:tap "Done"
// expect: visit sheet dismissed
:tap "Plan Pepper"
// expect: VetVisitSheet init: Pepper
// expect: VetVisitSheet body: Pepper
