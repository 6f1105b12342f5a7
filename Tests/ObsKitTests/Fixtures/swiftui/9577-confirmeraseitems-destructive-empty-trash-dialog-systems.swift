// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:) (ConfirmEraseItems: a destructive "Empty Trash" dialog; the system's Cancel and the action both set isShowingDialog back to false, seen by onChange)
// Apple's confirmationDialog page: a Button sets `isShowingDialog = true`; the dialog "Permanently erase
// the items in the trash?" has one `Button("Empty Trash", role: .destructive)`. The page claims:
// - The system adds a Cancel button when none of the actions has the cancel role.
// - Any action dismisses the dialog: SwiftUI sets the isPresented binding back to false, so an
//   onChange(of: isShowingDialog) sees false -> true when it opens and true -> false after Cancel or
//   after the action, which runs first, in the tap.
import SwiftUI

struct ConfirmEraseItems: View {
    @State private var isShowingDialog = false
    @State private var trashCount = 3

    var body: some View {
        Button("Empty Trash") {
            isShowingDialog = true
        }
        .confirmationDialog(
            "Permanently erase the items in the trash?",
            isPresented: $isShowingDialog
        ) {
            Button("Empty Trash", role: .destructive) {
                // Handle empty trash action.
                print("erasing \(trashCount) items")
                trashCount = 0
            }
        }
        .onChange(of: isShowingDialog) { oldValue, newValue in
            print("dialog \(oldValue) -> \(newValue)")
        }
    }
}

:mount ConfirmEraseItems()
:tap "Empty Trash"
// expect: dialog false -> true
:tap "Cancel"
// expect: dialog true -> false
:tap "Empty Trash"
// expect: dialog false -> true
:tap "Empty Trash"
// expect: erasing 3 items
// expect: dialog true -> false
