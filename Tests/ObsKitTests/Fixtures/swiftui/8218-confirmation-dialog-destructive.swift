// SwiftUI from Apple's documentation: a confirmation dialog's destructive button runs its action once
// Apple, confirmationDialog(_:isPresented:titleVisibility:actions:) (https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)):
// "Presents a confirmation dialog when a given condition is true"; isPresented "determines whether to present the dialog".
// Apple's example on that page empties the Trash with `Button("Empty Trash", role: .destructive) { ... }` in the dialog.
import SwiftUI

struct TrashView: View {
    @State private var files = ["a.txt", "b.txt", "c.txt"]
    @State private var isConfirming = false
    var body: some View {
        VStack {
            Text("\(files.count) files in Trash")
            Button("Empty Trash...") { isConfirming = true }
        }
        .confirmationDialog("Permanently erase the items in the Trash?", isPresented: $isConfirming) {
            Button("Empty Trash", role: .destructive) {
                files.removeAll()
                print("emptied, \(files.count) left")
            }
        }
    }
}

:mount TrashView()
:tap "Empty Trash..."
:tap "Empty Trash"
// expect: emptied, 0 left
