// The mistake the migration articles warn about: a child makes its @Observable model in its own init and keeps it in
// a plain `let`, instead of @State. Observation still works (no wrapper is needed to track reads), but nothing owns
// the model across renders.
// What SwiftUI does: every parent body builds the child again and runs its init (rules §2.6), so each parent render
// makes a new DraftNote. The child's value now holds another object, which differs by identity (rules §2.3), so its
// body runs and shows the new, empty draft; the old draft, held only by the old view value, deinits when the value is
// replaced, after the new one was made and before the child's body (rules §5.3 describes the same order for a model
// made inline; the same holding applies to a `let`). Writing in the draft runs the child through tracking (rules §8.3).
// Sources: rules §2.3, §2.6, §2.7, §5.3, §8.3, §3.7;
// https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro
import SwiftUI

@Observable
final class DraftNote {
    var text = ""

    init() {
        print("DraftNote init")
    }

    deinit {
        print("DraftNote deinit")
    }
}

struct NoteComposer: View {
    let draft: DraftNote

    init() {
        draft = DraftNote()
    }

    var body: some View {
        let _ = print("NoteComposer body: '\(draft.text)'")
        VStack {
            Text(draft.text)
            Button("Write") {
                draft.text += "hi"
            }
        }
    }
}

struct NotesHost: View {
    @State private var saves = 0

    var body: some View {
        let _ = print("NotesHost body: \(saves)")
        VStack {
            NoteComposer()
            Button("Save") {
                saves += 1
            }
        }
    }
}

:mount NotesHost()
// expect: NotesHost body: 0
// expect: DraftNote init
// expect: NoteComposer body: ''
:tap "Write"
// expect: NoteComposer body: 'hi'
:tap "Save"
// expect: NotesHost body: 1
// expect: DraftNote init
// expect: DraftNote deinit
// expect: NoteComposer body: ''
:unmount
// expect: DraftNote deinit
