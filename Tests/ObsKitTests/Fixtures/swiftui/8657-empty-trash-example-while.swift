// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:) (the "Empty Trash" example: while the dialog is up its own "Empty Trash" button is the one tapped; all actions dismiss the dialog after the action runs, setting the binding back to false)
import SwiftUI

struct ConfirmEraseItems: View {
    @State private var isShowingDialog = false
    @State private var itemCount = 3

    var body: some View {
        VStack {
            Text("\(itemCount) items in the Trash")
            Button("Empty Trash") {
                isShowingDialog = true
            }
        }
        .confirmationDialog(
            "Permanently erase the items in the Trash?",
            isPresented: $isShowingDialog
        ) {
            Button("Empty Trash", role: .destructive) {
                itemCount = 0
                print("erasing the items")
            }
        }
        .onChange(of: isShowingDialog) { oldValue, newValue in
            print("dialog \(oldValue) -> \(newValue)")
        }
    }
}

:mount ConfirmEraseItems()
:tap "Empty Trash"
:tap "Empty Trash"
// expect: dialog false -> true
// expect: erasing the items
// expect: dialog true -> false
