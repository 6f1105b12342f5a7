// Style: forum question. "I rename my pet in an alert. The model changes (Done prints the new name) but the card still
// shows the old name until something else re-renders. Why?"
// SwiftUI: an `ObservableObject` kept in @State is not observed: only assigning another reference is a change
// (rules §3.7). The `@ObservedObject` declared as a local in the alert's actions has no box, so it subscribes to nothing
// (rules §13.3, T18): `$observed.name` writes the model (rules §9.2), its objectWillChange reaches no view, and the card's
// body does not run. The Done action reads the live model. Any other change the body reads (the refresh counter) runs
// the body, which then shows the new name.
import SwiftUI

final class Pet: ObservableObject {
    @Published var name = "Rex"
}

struct PetCard: View {
    @State private var pet = Pet()
    @State private var renaming = false
    @State private var refreshes = 0

    var body: some View {
        let _ = print("pet card body: \(pet.name)")
        VStack {
            Text(pet.name)
            Button("Rename") { renaming = true }
            Button("Refresh \(refreshes)") { refreshes += 1 }
        }
        .alert("Rename", isPresented: $renaming) {
            @ObservedObject var observed = pet
            TextField("Pet name", text: $observed.name)
            Button("Done") { print("model now: \(pet.name)") }
        }
    }
}

:mount PetCard()
// expect: pet card body: Rex
:tap "Rename"
:type "y" into "Pet name"
:tap "Done"
// expect: model now: Rexy
:tap "Refresh 0"
// expect: pet card body: Rexy
