// Mistake: passes a @State Bool to .alert's `isPresented:` without `$`.
// Expected message: Xcode (author's knowledge); machine check: cannot convert value 'showConfirm' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead
import SwiftUI

struct DeleteButton: View {
    @State private var showConfirm = false
    @State private var deleted = false

    var body: some View {
        Button(deleted ? "Deleted" : "Delete") {
            showConfirm = true
        }
        .alert("Delete this file?", isPresented: showConfirm) {
            Button("Delete", role: .destructive) {
                deleted = true
            }
            Button("Cancel", role: .cancel) {}
        }
    }
}

:mount DeleteButton()
// expect-error: cannot convert value 'showConfirm' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead
