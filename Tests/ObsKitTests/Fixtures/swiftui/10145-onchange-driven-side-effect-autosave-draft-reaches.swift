// what's-new style: an `.onChange`-driven side effect (autosave when the draft reaches 3 characters) on an environment model bound through a local `@Bindable var store = store`; the write in onChange re-runs only the badge that read the count, in the same keystroke's turn (rules §11.1, §8.3, §8.5, §10.1)
import SwiftUI

@Observable
final class NotesStore {
    var draft = ""
    var savedCount = 0
}

struct DraftEditor: View {
    @Environment(NotesStore.self) private var store

    var body: some View {
        let _ = print("DraftEditor body")
        @Bindable var store = store
        TextField("Draft", text: $store.draft)
            .onChange(of: store.draft) { oldValue, newValue in
                if newValue.count >= 3 && oldValue.count < 3 {
                    store.savedCount += 1
                    print("autosave #\(store.savedCount): \(newValue)")
                }
            }
    }
}

struct SaveBadge: View {
    @Environment(NotesStore.self) private var store

    var body: some View {
        let _ = print("SaveBadge body: \(store.savedCount)")
        Text("Saved \(store.savedCount)x")
    }
}

struct NotesRoot: View {
    @State private var store = NotesStore()

    var body: some View {
        let _ = print("NotesRoot body")
        VStack {
            DraftEditor()
            SaveBadge()
        }
        .environment(store)
    }
}

:mount NotesRoot()
// expect: NotesRoot body
// expect: DraftEditor body
// expect: SaveBadge body: 0
:type "abcd" into "Draft"
// expect: DraftEditor body
// expect: DraftEditor body
// expect: DraftEditor body
// expect: autosave #1: abc
// expect: SaveBadge body: 1
// expect: DraftEditor body
:clear "Draft"
// expect: DraftEditor body
:type "xyz" into "Draft"
// expect: DraftEditor body
// expect: DraftEditor body
// expect: DraftEditor body
// expect: autosave #2: xyz
// expect: SaveBadge body: 2
