// A note screen that switches between an editor and a reader with `if/else`: the text, owned by the parent and bound
// into the editor, survives the switch; the editor's own edit counter does not (rules T10, second half).
// What SwiftUI does: typing writes the parent's @State through the editor's binding; the parent's body doesn't read
// the text while editing (it only makes `$text`), so only the editor runs, as the binding's reader (rules §3.5,
// §9.3). "Done" flips the branch: the editor's node dies (onDisappear after the update), the reader is made (rules
// §1.1, §1.4, §11.1). "Edit" makes a new editor node: its @State counter starts at 0 again (rules §3.2), while the text
// it is bound to kept the typed "!" because the parent holds it.
// Sources: rules §1.1, §1.4, §3.2, §3.5, §9.3, §11.1, T10; WWDC21 "Demystify SwiftUI",
// https://developer.apple.com/videos/play/wwdc2021/10022/
import SwiftUI

struct EditorPane: View {
    @Binding var text: String
    @State private var edits = 0

    var body: some View {
        let _ = print("EditorPane body: '\(text)', \(edits) edits")
        VStack {
            TextField("Body", text: $text)
            Button("Count edit (\(edits))") { edits += 1 }
        }
        .onAppear { print("EditorPane appear") }
        .onDisappear { print("EditorPane disappear") }
    }
}

struct ReaderPane: View {
    let text: String

    var body: some View {
        let _ = print("ReaderPane body: '\(text)'")
        Text(text)
    }
}

struct NoteScreen: View {
    @State private var text = "Hello"
    @State private var editing = true

    var body: some View {
        let _ = print("NoteScreen body: editing=\(editing)")
        VStack {
            if editing {
                EditorPane(text: $text)
            } else {
                ReaderPane(text: text)
            }
            Button(editing ? "Done" : "Edit") { editing.toggle() }
        }
    }
}

:mount NoteScreen()
// expect: NoteScreen body: editing=true
// expect: EditorPane body: 'Hello', 0 edits
// expect: EditorPane appear
:type "!" into "Body"
// expect: EditorPane body: 'Hello!', 0 edits
:tap "Count edit (0)"
// expect: EditorPane body: 'Hello!', 1 edits
:tap "Done"
// expect: NoteScreen body: editing=false
// expect: ReaderPane body: 'Hello!'
// expect: EditorPane disappear
:tap "Edit"
// expect: NoteScreen body: editing=true
// expect: EditorPane body: 'Hello!', 0 edits
// expect: EditorPane appear
