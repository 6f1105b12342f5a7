// Beginner tutorial style: a saved-places list whose "Delete All" asks first with a confirmation dialog.
// What SwiftUI does: a confirmation dialog is built like an alert, in the body, and gets a standard Cancel unless a
// button has the `.cancel` role (rules §15.11, §13.2, Apple `view/confirmationdialog(_:ispresented:titlevisibility:actions:)`);
// while it is up only its buttons can be tapped. A tap on one runs its action and sets the flag to false. The flag is
// read only by the presentation (rules §8.7): showing and cancelling run no body; deleting writes `places`: one body.
import SwiftUI

struct PlacesView: View {
    @State private var places = ["Lisbon", "Kyoto", "Quebec"]
    @State private var confirming = false

    var body: some View {
        let _ = print("places: \(places)")
        NavigationStack {
            List {
                ForEach(places, id: \.self) { Text($0) }
                Button("Delete All", role: .destructive) { confirming = true }
                    .disabled(places.isEmpty)
            }
            .navigationTitle("Saved Places")
            .confirmationDialog("Delete all places?", isPresented: $confirming, titleVisibility: .visible) {
                Button("Delete \(places.count) places", role: .destructive) {
                    places.removeAll()
                }
            }
        }
    }
}

:mount PlacesView()
// expect: places: ["Lisbon", "Kyoto", "Quebec"]
:tap "Delete All"
:tap "Cancel"
:tap "Delete All"
:tap "Delete 3 places"
// expect: places: []
:tap "Delete All"
// expect-error: button "Delete All" is disabled
