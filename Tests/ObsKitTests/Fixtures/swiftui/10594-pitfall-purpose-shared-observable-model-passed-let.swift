// everyday app screens style: PITFALL ON PURPOSE, a shared @Observable model passed as `let` to a child that then cannot bind to it: the composer holds the screen's NoteStore in a plain `let`, so `$store.draft` does not exist (only @Bindable, @State or a local `@Bindable var store = store` make one) and the compiler rejects the file, so nothing runs; the fix is `@Bindable var store: NoteStore` (rules §8.5)
// known-gap: needs the compiler check ($store of a `let` property is rejected by the compiler before anything runs); unchecked: the script runs until that body does
// corrected: my first version declared the working composer, ran it, and put the broken declaration after the commands, expecting output before the error; a script is one Swift file, and Xcode rejects a file with this error as a whole, so nothing runs and nothing is printed
import SwiftUI

@Observable
final class NoteStore {
    var draft = ""
    var notes: [String] = []
    init() { print("NoteStore init") }
}

struct LetNoteComposer: View {
    let store: NoteStore

    var body: some View {
        let _ = print("LetNoteComposer body: '\(store.draft)'")
        VStack {
            TextField("Note", text: $store.draft)
            Button("Save note") {
                store.notes.append(store.draft)
                store.draft = ""
            }
        }
    }
}

struct NotesScreen: View {
    @State private var store = NoteStore()

    var body: some View {
        let _ = print("NotesScreen body: \(store.notes.count) notes")
        LetNoteComposer(store: store)
    }
}

:mount NotesScreen()
:type "Hi" into "Note"
// expect-error: cannot find '$store' in scope
