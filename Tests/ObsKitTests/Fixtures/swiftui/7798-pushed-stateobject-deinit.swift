// Navigation in apps: a note editor pushed from a list owns its draft in a @StateObject; what happens to it on a pop.
// navigationDestination(for:) builds the editor on push (rules §14.3); its @StateObject closure runs right before the first
// body (rules §4.2). A pop destroys the node: the object is released at once, then the popped view's onDisappear and the
// list's onAppear run after the update (rules §1.4, §10.3, §11.1). A second push is a new node with a new model.
// Order corrected (2026-12-02, rules §11.1): appearance effects run innermost first, and after a push or a pop appearances come before disappearances. This supersedes what the header above says of the order.
import SwiftUI

struct Note: Hashable {
    let title: String
}

final class DraftModel: ObservableObject {
    @Published var text = ""
    init() { print("DraftModel init") }
    deinit { print("DraftModel deinit") }
}

struct EditorView: View {
    let note: Note
    @StateObject private var draft = DraftModel()

    init(note: Note) {
        self.note = note
        print("EditorView init \(note.title)")
    }

    var body: some View {
        let _ = print("EditorView body \(note.title)")
        TextField("Text", text: $draft.text)
            .onAppear { print("editor appear") }
            .onDisappear { print("editor disappear") }
    }
}

struct NotesView: View {
    let notes = [Note(title: "Groceries"), Note(title: "Ideas")]

    var body: some View {
        NavigationStack {
            List(notes, id: \.self) { note in
                NavigationLink(note.title, value: note)
            }
            .navigationDestination(for: Note.self) { note in
                EditorView(note: note)
            }
            .onAppear { print("notes appear") }
            .onDisappear { print("notes disappear") }
        }
    }
}

:mount NotesView()
// expect: notes appear
:tap "Groceries"
// expect: EditorView init Groceries
// expect: DraftModel init
// expect: EditorView body Groceries
// expect: editor appear
// expect: notes disappear
:back
// expect: DraftModel deinit
// expect: notes appear
// expect: editor disappear
:tap "Ideas"
// expect: EditorView init Ideas
// expect: DraftModel init
// expect: EditorView body Ideas
// expect: editor appear
// expect: notes disappear
:back
// expect: DraftModel deinit
// expect: notes appear
// expect: editor disappear
:objects DraftModel
// expect: class                   live  made  gone
// expect: DraftModel                 0     2     2
