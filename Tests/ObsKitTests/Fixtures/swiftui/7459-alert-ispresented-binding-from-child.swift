// Hacking with Swift style: a child button sets the parent's `.alert(isPresented:)` flag through its `@Binding`
// What SwiftUI does: writing `isConfirming = true` through the binding stores the parent's `@State` (rules §9.3), but
// neither view read the flag (making `$confirmClear` is not a read), so showing and cancelling the alert run no body
// (rules §3.5, §8.7). "Delete" empties the array, which the parent read, and the alert sets its flag back to false
// (rules §13.2): the parent runs once. The child gets `$confirmClear` holding false, as before, so it is equal and
// does not run (rules §2.5).
// Sources: rules §2.5, §3.5, §8.7, §9.3, §13.2; https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)
import SwiftUI

struct ClearAllButton: View {
    @Binding var isConfirming: Bool

    var body: some View {
        let _ = print("ClearAllButton body")
        Button("Clear all") { isConfirming = true }
    }
}

struct DownloadsView: View {
    @State private var files = ["a.pdf", "b.zip", "c.png"]
    @State private var confirmClear = false

    var body: some View {
        let _ = print("DownloadsView body: \(files.count) files")
        VStack {
            ForEach(files, id: \.self) { file in
                Text(file)
            }
            ClearAllButton(isConfirming: $confirmClear)
        }
        .alert("Delete all downloads?", isPresented: $confirmClear) {
            Button("Delete", role: .destructive) { files.removeAll() }
            Button("Cancel", role: .cancel) {}
        }
    }
}

:mount DownloadsView()
// expect: DownloadsView body: 3 files
// expect: ClearAllButton body
:tap "Clear all"
:tap "Cancel"
:tap "Clear all"
:tap "Delete"
// expect: DownloadsView body: 0 files
