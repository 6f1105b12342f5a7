// Apple docs style: the confirmationDialog page's "Empty Trash", rebuilt: the dialog's buttons are built in the body, a standard Cancel is added because no button has the cancel role, and the destructive action changes the data (rules §15.11, §13.2)
import SwiftUI

struct TrashView: View {
    @State private var items = ["a.png", "b.pdf", "c.txt"]
    @State private var isConfirming = false

    var body: some View {
        let _ = print("TrashView body: \(items.count) items")
        VStack {
            Text("\(items.count) items")
            Button("Empty Trash") { isConfirming = true }
        }
        .confirmationDialog(
            "Permanently erase the items in the trash?",
            isPresented: $isConfirming,
            titleVisibility: .visible
        ) {
            Button("Erase \(items.count) Items", role: .destructive) {
                items.removeAll()
                print("erased")
            }
        } message: {
            Text("You cannot undo this action.")
        }
    }
}

:mount TrashView()
// expect: TrashView body: 3 items
:tap "Empty Trash"
:tap "Cancel"
:tap "Empty Trash"
:tap "Erase 3 Items"
// expect: erased
// expect: TrashView body: 0 items
