// Mistake: presents a sheet with `.sheet(item:)` bound to an optional struct that is not Identifiable.
// Expected message: Xcode (author's knowledge); machine check: instance method 'sheet(item:onDismiss:content:)' requires that 'Note' conform to 'Identifiable'
import SwiftUI

struct Note {
    var title: String
    var body: String
}

struct NotesView: View {
    @State private var notes = [Note(title: "Groceries", body: "Eggs, milk")]
    @State private var editing: Note?

    var body: some View {
        List {
            ForEach(notes, id: \.title) { note in
                Button(note.title) {
                    editing = note
                }
            }
        }
        .sheet(item: $editing) { note in
            Text(note.body)
        }
    }
}

:mount NotesView()
// expect-error: instance method 'sheet(item:onDismiss:content:)' requires that 'Note' conform to 'Identifiable'
