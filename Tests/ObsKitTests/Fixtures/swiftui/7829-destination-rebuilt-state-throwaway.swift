// Navigation in apps: a pushed note page keeps an @Observable draft in @State while its "Bump" button changes data the list reads.
// The list's body runs again, and the navigationDestination content, an escaping builder with a new closure, builds the page's
// struct again (rules §2.6); its @State initial expression makes a throwaway draft each time, the previous throwaway deinits
// when replaced, and the new object makes the value differ (`@self`) while the installed draft stays (rules §3.1–§3.3, §2.5).
import SwiftUI

@Observable final class VisitStore {
    var visits = 0
}

@Observable final class DraftNote {
    var text = ""
    init() { print("DraftNote init") }
    deinit { print("DraftNote deinit") }
}

struct NotePage: View {
    let store: VisitStore
    @State private var draft = DraftNote()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            TextField("Note", text: $draft.text)
            Button("Bump") { store.visits += 1 }
        }
    }
}

struct NotesRoot: View {
    @State private var store = VisitStore()

    var body: some View {
        let _ = print("NotesRoot body, visits \(store.visits)")
        NavigationStack {
            NavigationLink("Open note", value: 1)
                .navigationDestination(for: Int.self) { _ in
                    NotePage(store: store)
                }
        }
    }
}

:mount NotesRoot()
// expect: NotesRoot body, visits 0
:tap "Open note"
// expect: DraftNote init
// expect: NotePage: @self, @identity, _draft changed.
:tap "Bump"
// expect: NotesRoot body, visits 1
// expect: DraftNote init
// expect: NotePage: @self changed.
:tap "Bump"
// expect: NotesRoot body, visits 2
// expect: DraftNote init
// expect: DraftNote deinit
// expect: NotePage: @self changed.
:back
// expect: DraftNote deinit
// expect: DraftNote deinit
