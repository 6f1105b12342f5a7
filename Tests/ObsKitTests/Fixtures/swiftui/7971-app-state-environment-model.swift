// Style: Apple sample-app style (the Xcode template grown a little). The App owns the model in @State and hands it to the window's content with
// `.environment(_:)` (Apple "Managing model data in your app": "@State ... in the app's top-level structure", then `.environment(library)`).
// `:mount NotesApp()` makes the App (its init) and shows its WindowGroup's content (rules §15.16); the model is made once. A view reading `notes`
// runs for each append (rules §8.3, §14.2).
import SwiftUI

@Observable
final class NoteStore {
    var notes: [String] = []
    init() { print("NoteStore init") }
}

struct NotesView: View {
    @Environment(NoteStore.self) private var store

    var body: some View {
        let _ = print("NotesView body: \(store.notes.count)")
        List {
            ForEach(store.notes, id: \.self) { note in
                Text(note)
            }
            Button("New note") { store.notes.append("Note \(store.notes.count + 1)") }
        }
    }
}

struct NotesApp: App {
    @State private var store = NoteStore()

    var body: some Scene {
        WindowGroup {
            NotesView()
                .environment(store)
        }
    }
}

:mount NotesApp()
// expect: NoteStore init
// expect: NotesView body: 0
:tap "New note"
// expect: NotesView body: 1
:tap "New note"
// expect: NotesView body: 2
