// SwiftUI from Apple's documentation: confirmationDialog(_:isPresented:titleVisibility:actions:)
// (ConfirmEraseItems)
// Source: developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:):
// isPresented: "A binding to a Boolean value that determines whether to present the dialog. When the
// user presses or taps the dialog's default action button, the system sets this value to false,
// dismissing the dialog." The example's Cancel button sets isShowingDialog = false itself.
import SwiftUI

struct ConfirmEraseItems: View {
    @State private var isShowingDialog = false
    @State private var trashCount = 12

    var body: some View {
        VStack {
            Button("Empty Trash") {
                isShowingDialog = true
            }
            Button("Status") { print("trash \(trashCount), dialog \(isShowingDialog)") }
        }
        .confirmationDialog(
            "Permanently erase the items in the Trash?",
            isPresented: $isShowingDialog,
            titleVisibility: .visible
        ) {
            Button("Empty Trash", role: .destructive) {
                trashCount = 0
                print("emptied")
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
:tap "Status"
:tap "Empty Trash"
:tap "Empty Trash"
:tap "Status"

// expect: trash 12, dialog false
// expect: emptied
// expect: trash 0, dialog false
