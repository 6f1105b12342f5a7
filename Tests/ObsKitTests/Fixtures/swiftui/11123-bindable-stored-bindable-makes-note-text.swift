// Apple docs style (Bindable): a stored @Bindable makes $note.text for a TextField; the editor depends on what its bindings read, a preview on what it shows (rules §8.5, §9.2, §12.2)
// Page: https://developer.apple.com/documentation/swiftui/bindable
import SwiftUI
import Observation

@Observable
final class Note {
    var text = ""
    var pinned = false
}

struct NoteEditor: View {
    @Bindable var note: Note

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            TextField("Note", text: $note.text)
            Toggle("Pinned", isOn: $note.pinned)
        }
    }
}

struct NotePreview: View {
    let note: Note

    var body: some View {
        let _ = print("preview [\(note.text)]")
        Text(note.text)
    }
}

struct NotesScreen: View {
    @State private var note = Note()

    var body: some View {
        let _ = print("NotesScreen body")
        VStack {
            NoteEditor(note: note)
            NotePreview(note: note)
        }
    }
}

:mount NotesScreen()
// expect: NotesScreen body
// expect: NoteEditor: @self changed.
// expect: preview []
:type "Hi" into "Note"
// expect: NoteEditor: @dependencies changed.
// expect: preview [H]
// expect: NoteEditor: @dependencies changed.
// expect: preview [Hi]
:toggle "Pinned"
// expect: NoteEditor: @dependencies changed.
