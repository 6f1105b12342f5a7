// Article 002, @StateObservable (listing 002-02) used in our own editor: `$note.text` (a Bindable made from the stored object) reads `text`, so typing re-runs the body through Observation; assigning a new object goes through the @Published `object` and re-runs the body with it ("the entire object can be replaced"). rules §8 (Bindable binding creation reads the property; tracking per body), §6 (@Published set invalidates the observing @StateObject box), §7 (nested @StateObject per node), §4.
var made = 0
@Observable final class Note {
    var text = ""
    let serial: Int
    init() {
        made += 1
        serial = made
        print("Note init", serial)
    }
}
//> include 002-02-stateobservable-wrapper.swift

struct NoteEditor: View {
    @StateObservable var note = Note()
    var body: some View {
        let _ = print("NoteEditor body: note", note.serial, "[\(note.text)]")
        TextField("Text", text: $note.text)
        Button("Replace") { note = Note() }
    }
}

:mount NoteEditor()
:type "ab" into "Text"
:tap "Replace"
:type "c" into "Text"

// expect: Note init 1
// expect: NoteEditor body: note 1 []
// expect: NoteEditor body: note 1 [a]
// expect: NoteEditor body: note 1 [ab]
// expect: Note init 2
// expect: NoteEditor body: note 2 []
// expect: NoteEditor body: note 2 [c]
