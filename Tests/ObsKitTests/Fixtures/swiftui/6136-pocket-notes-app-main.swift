// The app entry point as Xcode's template grows it: `@main struct ...: App` owning an @Observable store in
// @State and injecting it into the WindowGroup's content; a list with onDelete and an add row.
// Expected: the App's init makes the store once (rules §15.16); onChange of the notes prints each change.
import SwiftUI

@Observable
final class NoteStore {
    var notes: [String] = ["Buy stamps"]

    init() {
        print("NoteStore init")
    }
}

@main
struct PocketNotesApp: App {
    @State private var store = NoteStore()

    var body: some Scene {
        WindowGroup {
            NotesHome()
                .environment(store)
        }
    }
}

struct NotesHome: View {
    @Environment(NoteStore.self) private var store
    @State private var draft = ""

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.notes, id: \.self) { note in
                    Text(note)
                }
                .onDelete { offsets in
                    store.notes.remove(atOffsets: offsets)
                }
                HStack {
                    TextField("New note", text: $draft)
                    Button("Add") {
                        store.notes.append(draft)
                        draft = ""
                    }
                    .disabled(draft.isEmpty)
                }
            }
            .navigationTitle("\(store.notes.count) Notes")
        }
        .onChange(of: store.notes) {
            print("notes:", store.notes)
        }
    }
}

:mount PocketNotesApp()
:type "Call mum" into "New note"
:tap "Add"
:delete "Buy stamps"

// expect: NoteStore init
// expect: notes: ["Buy stamps", "Call mum"]
// expect: notes: ["Call mum"]
