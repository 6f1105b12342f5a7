// Stack Overflow style: "confirm before deleting with .alert(_:isPresented:actions:message:)".
// The alert shows while the binding is true; tapping any of its buttons runs the action and sets `isPresented`
// back to false (rules §13.2, Apple `view/alert(_:ispresented:actions:message:)`). The body never reads
// `confirmingClear` (only `$confirmingClear`), so presenting and dismissing run no body (rules §3.5, §8.7, T4);
// clearing the notes does, because the body read `notes`.
import SwiftUI

struct Note: Identifiable {
    let id: Int
    var title: String
}

struct NotesScreen: View {
    @State private var notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")]
    @State private var confirmingClear = false

    var body: some View {
        let _ = print("NotesScreen body: \(notes.count) notes")
        VStack {
            ForEach(notes) { note in
                Text(note.title)
            }
            Button("Clear All") { confirmingClear = true }
        }
        .alert("Clear all notes?", isPresented: $confirmingClear) {
            Button("Clear", role: .destructive) {
                notes.removeAll()
                print("cleared")
            }
            Button("Keep", role: .cancel) {
                print("kept")
            }
        } message: {
            Text("This can't be undone.")
        }
    }
}

:mount NotesScreen()
// expect: NotesScreen body: 2 notes
:tap "Clear All"
:tap "Keep"
// expect: kept
:tap "Clear All"
:tap "Clear"
// expect: cleared
// expect: NotesScreen body: 0 notes
