// A parent that passes a closure down instead of a binding (`onSave: (Note) -> Void`), the "child reports, parent
// owns" style many architecture posts recommend; the editor keeps a draft in @State seeded from its `note`.
// What SwiftUI does: typing changes only the editor's own state, so only the editor runs (rules §3.4, §3.5). "Save"
// calls the parent's closure, which changes the parent's state: the parent runs and builds the editor again (its init
// prints, rules §2.6). The closure the parent's body makes captures the parent, so the new editor value never equals the
// old one and the editor's body runs at every parent render, even for a change it doesn't show (rules §2.4, T15). The
// draft is @State: its storage was made at install, and the later `State(initialValue:)` with the parent's new text is
// ignored (rules §3.2, Apple `state`), so resetting the note in the parent leaves the draft as typed.
// Sources: rules §2.4, §2.6, §3.2, §3.4, §3.5, §10.1; https://developer.apple.com/documentation/swiftui/state
import SwiftUI

struct Note: Identifiable, Equatable {
    let id: Int
    var text: String
}

struct NoteEditor: View {
    let note: Note
    let onSave: (Note) -> Void
    @State private var draft: String

    init(note: Note, onSave: @escaping (Note) -> Void) {
        self.note = note
        self.onSave = onSave
        _draft = State(initialValue: note.text)
        print("NoteEditor init: \(note.text)")
    }

    var body: some View {
        let _ = print("NoteEditor body: draft '\(draft)'")
        VStack {
            TextField("Note", text: $draft)
            Button("Save") {
                onSave(Note(id: note.id, text: draft))
            }
        }
    }
}

struct NotesScreen: View {
    @State private var note = Note(id: 1, text: "Hi")
    @State private var isPinned = false

    var body: some View {
        let _ = print("NotesScreen body: '\(note.text)', pinned \(isPinned)")
        VStack {
            NoteEditor(note: note) { updated in
                print("onSave: \(updated.text)")
                note = updated
            }
            Button(isPinned ? "Unpin" : "Pin") { isPinned.toggle() }
            Button("Reset note") { note.text = "Hi" }
        }
    }
}

:mount NotesScreen()
// expect: NotesScreen body: 'Hi', pinned false
// expect: NoteEditor init: Hi
// expect: NoteEditor body: draft 'Hi'
:type "!!" into "Note"
// expect: NoteEditor body: draft 'Hi!'
// expect: NoteEditor body: draft 'Hi!!'
:tap "Save"
// expect: onSave: Hi!!
// expect: NotesScreen body: 'Hi!!', pinned false
// expect: NoteEditor init: Hi!!
// expect: NoteEditor body: draft 'Hi!!'
:tap "Pin"
// expect: NotesScreen body: 'Hi!!', pinned true
// expect: NoteEditor init: Hi!!
// expect: NoteEditor body: draft 'Hi!!'
:tap "Reset note"
// expect: NotesScreen body: 'Hi', pinned true
// expect: NoteEditor init: Hi
// expect: NoteEditor body: draft 'Hi!!'
:tap "Save"
// expect: onSave: Hi!!
// expect: NotesScreen body: 'Hi!!', pinned true
// expect: NoteEditor init: Hi!!
// expect: NoteEditor body: draft 'Hi!!'
