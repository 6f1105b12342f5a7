// Hacking with Swift style: PITFALL on purpose, ForEach(notes.indices, id: \.self) with onDelete: the rows are keyed by position, so deleting the first note hands row 0 (pinned) to Beta, row 1 to Gamma, and the row that goes away is the last index, whose onDisappear names Gamma (rules §1.2, §1.4, §15.1, §15.2, §11.1)
import SwiftUI

struct Note: Equatable {
    var text: String
}

struct NoteRow: View {
    let note: Note
    @State private var pinned = false

    var body: some View {
        let _ = print("NoteRow body: \(note.text) pinned \(pinned)")
        HStack {
            Text(note.text)
            Button(pinned ? "Unpin \(note.text)" : "Pin \(note.text)") { pinned.toggle() }
        }
        .onDisappear { print("row of \(note.text) gone") }
    }
}

struct NoteList: View {
    @State private var notes = [Note(text: "Alpha"), Note(text: "Beta"), Note(text: "Gamma")]

    var body: some View {
        let _ = print("NoteList body: \(notes.map(\.text).joined(separator: ", "))")
        List {
            ForEach(notes.indices, id: \.self) { index in
                NoteRow(note: notes[index])
            }
            .onDelete { offsets in
                notes.remove(atOffsets: offsets)
            }
        }
    }
}

:mount NoteList()
// expect: NoteList body: Alpha, Beta, Gamma
// expect: NoteRow body: Alpha pinned false
// expect: NoteRow body: Beta pinned false
// expect: NoteRow body: Gamma pinned false
:tap "Pin Alpha"
// expect: NoteRow body: Alpha pinned true
:delete "Alpha"
// expect: NoteList body: Beta, Gamma
// expect: NoteRow body: Beta pinned true
// expect: NoteRow body: Gamma pinned false
// expect: row of Gamma gone
:tap "Unpin Beta"
// expect: NoteRow body: Beta pinned false
