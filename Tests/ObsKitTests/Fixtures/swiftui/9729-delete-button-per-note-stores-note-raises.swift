// Apple confirmationDialog documentation style: a delete button per note stores the note and raises a dialog with presenting:, whose data the body reads, so setting it runs the list's body; the standard Cancel keeps the note and runs nothing, the destructive button removes it (rules §13.2, §15.11, §8.7)
import SwiftUI

struct Note: Identifiable {
    let id: Int
    let title: String
}

struct NotesView: View {
    @State private var notes = [
        Note(id: 1, title: "Groceries"),
        Note(id: 2, title: "Ideas"),
        Note(id: 3, title: "Trip"),
    ]
    @State private var pendingDeletion: Note?
    @State private var isConfirming = false

    var body: some View {
        let _ = print("NotesView body: \(notes.map(\.title).joined(separator: ", "))")
        List(notes) { note in
            HStack {
                Text(note.title)
                Spacer()
                Button("Delete \(note.title)", role: .destructive) {
                    pendingDeletion = note
                    isConfirming = true
                }
            }
        }
        .confirmationDialog("Delete note?", isPresented: $isConfirming, titleVisibility: .visible, presenting: pendingDeletion) { note in
            Button("Remove \(note.title)", role: .destructive) {
                notes.removeAll { $0.id == note.id }
                print("removed \(note.title)")
            }
        } message: { note in
            Text("\(note.title) will be deleted.")
        }
    }
}

:mount NotesView()
// expect: NotesView body: Groceries, Ideas, Trip
:tap "Delete Ideas"
// expect: NotesView body: Groceries, Ideas, Trip
:tap "Cancel"
:tap "Delete Trip"
// expect: NotesView body: Groceries, Ideas, Trip
:tap "Remove Trip"
// expect: removed Trip
// expect: NotesView body: Groceries, Ideas
