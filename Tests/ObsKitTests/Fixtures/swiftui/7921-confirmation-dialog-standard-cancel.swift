// Style: Apple documentation page, `confirmationDialog(_:isPresented:titleVisibility:actions:)`, its "Empty Trash"
// example (own code around it). SwiftUI: "Dialogs include a standard dismiss action by default" (Apple), so a dialog
// with only a destructive button gets a Cancel (rules §15.11). While the dialog is up only its buttons can be tapped
// (rules §15.11), so "Empty Trash" then means the dialog's button, not the one that opened it. The flag is not read by
// the body (rules §3.5); the count is.
import SwiftUI

struct TrashView: View {
    @State private var isConfirming = false
    @State private var trashCount = 3

    var body: some View {
        let _ = print("trash body: \(trashCount) items")
        Button("Empty Trash") { isConfirming = true }
            .confirmationDialog(
                "Permanently erase the items in the Trash?",
                isPresented: $isConfirming,
                titleVisibility: .visible
            ) {
                Button("Empty Trash", role: .destructive) {
                    print("erasing")
                    trashCount = 0
                }
            }
    }
}

:mount TrashView()
// expect: trash body: 3 items
:tap "Empty Trash"
:tap "Cancel"
:tap "Empty Trash"
:tap "Empty Trash"
// expect: erasing
// expect: trash body: 0 items
