// Apple docs `confirmationDialog(_:isPresented:titleVisibility:actions:)` style (ConfirmEraseItems): a destructive action confirmed in a dialog, with the system's Cancel; the dialog is modal.
// Apple's page: the dialog shows the actions, and dialogs include a standard dismiss action (Cancel) by default
// when no button has the cancel role (rules §15.11). Any action closes the dialog. While it is up only its buttons can be tapped, so the
// second :tap "Empty Trash" reaches the dialog's button, not the one that opened it (rules §15.11). The body reads
// `itemCount` and only makes $isShowingDialog, so only emptying the trash re-runs it (rules §3.5).
import SwiftUI

struct ConfirmEraseItems: View {
    @State private var isShowingDialog = false
    @State private var itemCount = 3

    var body: some View {
        let _ = print("ConfirmEraseItems body, \(itemCount) items")
        VStack {
            Text("\(itemCount) items in the trash")
            Button("Empty Trash") {
                isShowingDialog = true
            }
        }
        .confirmationDialog(
            "Permanently erase the items in the trash?",
            isPresented: $isShowingDialog,
            titleVisibility: .visible
        ) {
            Button("Empty Trash", role: .destructive) {
                print("erasing \(itemCount) items")
                itemCount = 0
            }
        }
    }
}

:mount ConfirmEraseItems()
// expect: ConfirmEraseItems body, 3 items
:tap "Empty Trash"
:tap "Cancel"
:tap "Empty Trash"
:tap "Empty Trash"
// expect: erasing 3 items
// expect: ConfirmEraseItems body, 0 items
:tap "Empty Trash"
:tap "Empty Trash"
// expect: erasing 0 items
