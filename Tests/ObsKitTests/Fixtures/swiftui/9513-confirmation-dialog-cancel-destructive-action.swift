// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:) (confirmation dialog with Cancel and a destructive action)
// Apple's confirmationDialog page: the example shows a destructive "Empty Trash" button in a dialog titled
// "Permanently erase the items in the Trash?"; "All actions in a confirmation dialog will dismiss the dialog after the
// action runs"; "Dialogs include a standard dismiss action by default" (Cancel on iOS). While the dialog is up, its
// buttons are the ones a tap reaches.
// - Empty Trash, Cancel (nothing erased); Empty Trash, Empty Trash (erased).
import SwiftUI

struct ConfirmEraseItems: View {
    @State private var isShowingDialog = false
    @State private var itemsInTrash = 3

    var body: some View {
        VStack {
            Text("\(itemsInTrash) items in the Trash")
            Button("Empty Trash") {
                isShowingDialog = true
            }
        }
        .confirmationDialog(
            "Permanently erase the items in the Trash?",
            isPresented: $isShowingDialog
        ) {
            Button("Empty Trash", role: .destructive) {
                print("erasing \(itemsInTrash) items")
                itemsInTrash = 0
            }
        }
        .onChange(of: isShowingDialog) { _, newValue in
            print("dialog shown: \(newValue)")
        }
    }
}

:mount ConfirmEraseItems()
:tap "Empty Trash"
// expect: dialog shown: true
:tap "Cancel"
// expect: dialog shown: false
:tap "Empty Trash"
// expect: dialog shown: true
:tap "Empty Trash"
// expect: erasing 3 items
// expect: dialog shown: false
