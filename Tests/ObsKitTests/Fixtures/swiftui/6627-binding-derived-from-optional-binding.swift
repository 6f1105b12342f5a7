// Apple docs `Binding/init(_:)` (projecting a `Binding<String?>` to a `Binding<String>?`) + `Binding/init(get:set:)`: a child derives a Bool binding and an unwrapped binding from an optional @Binding.
// `Binding($note)` returns nil while the note is nil, so the field exists only while there is a note (Apple: "Creates
// a binding by projecting the base value to an unwrapped value"). The Toggle's binding is derived from the same
// @Binding: on makes an empty note, off makes nil. Every write goes to the parent's @State; the parent reads it, so its
// body runs, then the child's, whose binding's value changed (rules §9.1, §9.3, §2.8).
import SwiftUI

struct NoteEditor: View {
    @Binding var note: String?

    var body: some View {
        let _ = print("editor body hasNote=\(note != nil)")
        let hasNote = Binding<Bool>(
            get: { note != nil },
            set: { isOn in note = isOn ? "" : nil }
        )
        Form {
            Toggle("Add note", isOn: hasNote)
            if let text = Binding($note) {
                TextField("Note", text: text)
            }
        }
    }
}

struct TaskCard: View {
    @State private var note: String? = nil

    var body: some View {
        let _ = print("card body note=\(note.map { "'\($0)'" } ?? "nil")")
        NoteEditor(note: $note)
    }
}

:mount TaskCard()
// expect: card body note=nil
// expect: editor body hasNote=false
:toggle "Add note"
// expect: card body note=''
// expect: editor body hasNote=true
:type "Hi" into "Note"
// expect: card body note='H'
// expect: editor body hasNote=true
// expect: card body note='Hi'
// expect: editor body hasNote=true
:toggle "Add note"
// expect: card body note=nil
// expect: editor body hasNote=false
:toggle "Add note"
// expect: card body note=''
// expect: editor body hasNote=true
