// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:) (a "Clear list" confirmation alert: Cancel leaves the view model's items alone, the destructive Delete button's action empties them; either button dismisses the alert and sets isPresented back to false)
import SwiftUI

final class NotesViewModel: ObservableObject {
    @Published var notes = ["Groceries", "Ideas", "Gift list"]

    func removeAll() {
        notes.removeAll()
    }
}

struct NotesView: View {
    @StateObject private var viewModel = NotesViewModel()
    @State private var isConfirming = false

    var body: some View {
        VStack {
            ForEach(viewModel.notes, id: \.self) { Text($0) }
            Button("Clear list") { isConfirming = true }
        }
        .alert("Delete all notes?", isPresented: $isConfirming) {
            Button("Delete", role: .destructive) { viewModel.removeAll() }
            Button("Cancel", role: .cancel) { }
        } message: {
            Text("This can't be undone.")
        }
        .onChange(of: isConfirming) { _, shown in
            print("alert shown: \(shown), notes: \(viewModel.notes.count)")
        }
    }
}

:mount NotesView()
:tap "Clear list"
:tap "Cancel"
:tap "Clear list"
:tap "Delete"
// expect: alert shown: true, notes: 3
// expect: alert shown: false, notes: 3
// expect: alert shown: true, notes: 3
// expect: alert shown: false, notes: 0
