// Follows Apple's `SceneStorage` page (https://developer.apple.com/documentation/swiftui/scenestorage): a note editor
// keeps its text in @SceneStorage and a save counter in @State; the screen gives the editor a new identity with
// `.id(session)` to start a fresh editing session.
// - A new identity resets the subtree: the new node's @State starts from its initial value (Apple `view/id(_:)`:
//   "its state — is reset"; rules §1.3).
// - Its @SceneStorage is not view state: it is "shared with other SceneStorage variables in the same scene", so the
//   new editor reads the text already stored under its key (Apple `scenestorage`; rules §15.14, which records this
//   as assumed for a view that comes back).
// - The parent's body builds the child again, so its init runs before its new body (rules §2.6).
import SwiftUI

struct NoteEditor: View {
    @SceneStorage("note.text") private var text = ""
    @State private var saves = 0

    init() { print("NoteEditor init") }

    var body: some View {
        let _ = print("NoteEditor body: '\(text)', saved \(saves) times")
        VStack {
            TextField("Note", text: $text)
            Button("Save") { saves += 1 }
        }
    }
}

struct NoteScreen: View {
    @State private var session = 1

    var body: some View {
        VStack {
            NoteEditor()
                .id(session)
            Button("New session") { session += 1 }
        }
    }
}

:mount NoteScreen()
// expect: NoteEditor init
// expect: NoteEditor body: '', saved 0 times
:type "ok" into "Note"
// expect: NoteEditor body: 'o', saved 0 times
// expect: NoteEditor body: 'ok', saved 0 times
:tap "Save"
// expect: NoteEditor body: 'ok', saved 1 times
:tap "New session"
// expect: NoteEditor init
// expect: NoteEditor body: 'ok', saved 0 times
