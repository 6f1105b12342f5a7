// Notes list backed by an @Observable store whose notes are @Observable classes, with `.onDelete(perform:
// store.delete)` and `.onMove(perform: store.move)` as Apple's samples pass model methods, and an EditButton.
// What SwiftUI does: the store is made once with the root value, its notes first (rules §3.1, §8.1: the init's
// stores notify nobody). A swipe calls the store's method with the row's offset (rules §15.2); the array changes,
// so the list, which read it, runs once (rules §8.3). The deleted note is then held by nothing: the array let go of
// it, and the list's new content no longer has it, so it deinits after that body (rules §1.2, §1.4). A move calls
// onMove with the destination before the move (rules §15.2). The EditButton changes nothing the list reads (rules
// §15.25).
// Sources: rules §1.2, §1.4, §3.1, §8.1, §8.3, §15.2, §15.25; https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)
import SwiftUI
import Observation

@Observable
final class Note: Identifiable {
    let id: Int
    var text: String

    init(id: Int, text: String) {
        self.id = id
        self.text = text
        print("Note \(id) init")
    }

    deinit {
        print("Note \(id) deinit")
    }
}

@Observable
final class NoteStore {
    var notes: [Note]

    init() {
        notes = [
            Note(id: 1, text: "Buy milk"),
            Note(id: 2, text: "Call Sam"),
            Note(id: 3, text: "Water plants"),
        ]
        print("NoteStore init")
    }

    func delete(at offsets: IndexSet) {
        print("NoteStore delete \(Array(offsets))")
        notes.remove(atOffsets: offsets)
    }

    func move(from source: IndexSet, to destination: Int) {
        print("NoteStore move \(Array(source)) to \(destination)")
        notes.move(fromOffsets: source, toOffset: destination)
    }
}

struct NotesList: View {
    @State private var store = NoteStore()

    var body: some View {
        let _ = print("NotesList body: \(store.notes.map { $0.id })")
        NavigationStack {
            List {
                ForEach(store.notes) { note in
                    Text(note.text)
                }
                .onDelete(perform: store.delete)
                .onMove(perform: store.move)
            }
            .navigationTitle("Notes")
            .toolbar {
                EditButton()
            }
        }
    }
}

:mount NotesList()
// expect: Note 1 init
// expect: Note 2 init
// expect: Note 3 init
// expect: NoteStore init
// expect: NotesList body: [1, 2, 3]
:delete "Call Sam"
// expect: NoteStore delete [1]
// expect: NotesList body: [1, 3]
// expect: Note 2 deinit
:tap "Edit"
:move "Water plants" to 0
// expect: NoteStore move [1] to 0
// expect: NotesList body: [3, 1]
:delete "Buy milk"
// expect: NoteStore delete [1]
// expect: NotesList body: [3]
// expect: Note 1 deinit
