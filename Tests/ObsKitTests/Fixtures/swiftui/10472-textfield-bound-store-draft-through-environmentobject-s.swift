// environment and custom wrappers style: a TextField bound with $store.draft through @EnvironmentObject's projected wrapper; each keystroke publishes, so both views that declare the object run again, the count view too; Save changes two properties in one action and runs each view once (rules §9.2, §14.1, §10.1)
import SwiftUI

final class NoteStore: ObservableObject {
    @Published var draft = ""
    @Published var saved: [String] = []
}

struct NoteComposer: View {
    @EnvironmentObject var store: NoteStore

    var body: some View {
        let _ = print("NoteComposer body")
        VStack {
            TextField("Note", text: $store.draft)
            Button("Save") {
                store.saved.append(store.draft)
                store.draft = ""
            }
        }
    }
}

struct NoteCount: View {
    @EnvironmentObject var store: NoteStore

    var body: some View {
        let _ = print("NoteCount body: \(store.saved.count)")
        Text("\(store.saved.count) notes")
    }
}

struct NotesScreen: View {
    @StateObject private var store = NoteStore()

    var body: some View {
        VStack {
            NoteComposer()
            NoteCount()
        }
        .environmentObject(store)
    }
}

:mount NotesScreen()
// expect: NoteComposer body
// expect: NoteCount body: 0
:type "hi" into "Note"
// expect: NoteComposer body
// expect: NoteCount body: 0
// expect: NoteComposer body
// expect: NoteCount body: 0
:tap "Save"
// expect: NoteComposer body
// expect: NoteCount body: 1
