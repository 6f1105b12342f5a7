// SwiftUI from Apple's documentation: confirmationDialog(_:isPresented:titleVisibility:actions:) (the Empty Trash example)
// Source: developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)-46zbb:
// isPresented: "When the user presses or taps the dialog's default action button, the system sets this value
// to false, dismissing the dialog." The example shows a destructive "Empty Trash" action and a cancel button
// whose action sets isShowingDialog = false. While the dialog is up, its own "Empty Trash" is the one tapped.
import SwiftUI

struct ConfirmEraseItems: View {
    @State private var isShowingDialog = false
    @State private var trash = ["draft.txt", "old.png", "notes.md"]

    var body: some View {
        VStack {
            Button("Empty Trash") {
                isShowingDialog = true
            }
            Button("Count") { print("\(trash.count) items, dialog up: \(isShowingDialog)") }
        }
        .confirmationDialog(
            "Permanently erase the items in the Trash?",
            isPresented: $isShowingDialog
        ) {
            Button("Empty Trash", role: .destructive) {
                trash.removeAll()
                print("trash emptied")
            }
            Button("Cancel", role: .cancel) {
                isShowingDialog = false
            }
        }
    }
}

:mount ConfirmEraseItems()
:tap "Empty Trash"
:tap "Cancel"
:tap "Count"
:tap "Empty Trash"
:tap "Empty Trash"
:tap "Count"

// expect: 3 items, dialog up: false
// expect: trash emptied
// expect: 0 items, dialog up: false
