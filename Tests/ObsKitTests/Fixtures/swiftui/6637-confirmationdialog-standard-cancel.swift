// Follows Apple's page "confirmationDialog(_:isPresented:titleVisibility:actions:)"
// (developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)),
// whose example asks "Permanently erase the items in the Trash?" with one destructive "Empty Trash" button.
// - A dialog includes a standard dismiss action unless one of its buttons has the cancel role (Apple's page;
//   rules §15.11), so "Cancel" exists although the code declares none; it runs nothing and closes the dialog.
// - While the dialog is up, only its buttons respond (rules §15.11): the dialog's "Empty Trash" is tapped, not the
//   button of the same title underneath. After Cancel the dialog is gone, so the next "Empty Trash" is the list's
//   button again and only reopens it.
// - Showing the dialog sets a flag the body doesn't read (rules §3.5); erasing changes the @Published items, and the
//   view that owns the store runs once (rules §6.5, §10.1).
import SwiftUI

final class Trash: ObservableObject {
    @Published var items = ["old-draft.txt", "IMG_0042.png"]
}

struct TrashView: View {
    @StateObject private var trash = Trash()
    @State private var isShowingDialog = false

    var body: some View {
        let _ = print("TrashView body, \(trash.items.count) items")
        VStack {
            ForEach(trash.items, id: \.self) { item in
                Text(item)
            }
            Button("Empty Trash", role: .destructive) {
                isShowingDialog = true
            }
        }
        .confirmationDialog(
            "Permanently erase the items in the Trash?",
            isPresented: $isShowingDialog,
            titleVisibility: .visible
        ) {
            Button("Empty Trash", role: .destructive) {
                print("erasing \(trash.items.count) items")
                trash.items.removeAll()
            }
        }
    }
}

:mount TrashView()
// expect: TrashView body, 2 items
:tap "Empty Trash"
:tap "Cancel"
:tap "Empty Trash"
:tap "Empty Trash"
// expect: erasing 2 items
// expect: TrashView body, 0 items
