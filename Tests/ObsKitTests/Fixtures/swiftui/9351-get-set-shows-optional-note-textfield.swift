// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/binding/init(get:set:) (a Binding(get:set:) that shows an optional note in a TextField: each keystroke calls set with the whole text, and clearing the field stores nil)
// Binding.init(get:set:) "Creates a binding with closures that read and write the binding value": the TextField
// reads through `get` and writes every edit through `set`. Here `set` turns an empty string into nil, so the @State
// stays an optional. Each committed change to the state re-runs the body that reads it.
// - Mount: no note.
// - Type "ok": two keystrokes, two calls of set, two body runs.
// - Clear the field: set gets "", the note becomes nil.
import SwiftUI

struct NoteEditor: View {
    @State private var note: String? = nil

    var body: some View {
        let _ = print("editor body: note \(note ?? "nil")")
        let text = Binding<String>(
            get: { note ?? "" },
            set: { newText in
                print("set '\(newText)'")
                note = newText.isEmpty ? nil : newText
            }
        )
        TextField("Note", text: text)
    }
}

:mount NoteEditor()
// expect: editor body: note nil
:type "ok" into "Note"
// expect: set 'o'
// expect: editor body: note o
// expect: set 'ok'
// expect: editor body: note ok
:clear "Note"
// expect: set ''
// expect: editor body: note nil
