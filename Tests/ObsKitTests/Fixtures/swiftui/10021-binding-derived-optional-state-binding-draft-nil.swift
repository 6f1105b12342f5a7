// Point-Free navigation style: a Binding derived from optional state — Binding($draft) is nil while the draft is nil, else a Binding<String> into it, handed to a child field; the body that derives it depends on the draft (rules §9.4, §9.3, §2.8)
import SwiftUI

struct NoteField: View {
    @Binding var text: String

    var body: some View {
        let _ = print("NoteField body: '\(text)'")
        TextField("Note", text: $text)
    }
}

struct NoteEditor: View {
    @State private var draft: String?

    var body: some View {
        let _ = print("NoteEditor body: \(draft.map { "'\($0)'" } ?? "nil")")
        VStack {
            if let text = Binding($draft) {
                NoteField(text: text)
                Button("Discard") { draft = nil }
            } else {
                Button("New note") { draft = "" }
            }
        }
    }
}

:mount NoteEditor()
// expect: NoteEditor body: nil
:tap "New note"
// expect: NoteEditor body: ''
// expect: NoteField body: ''
:type "hi" into "Note"
// expect: NoteEditor body: 'h'
// expect: NoteField body: 'h'
// expect: NoteEditor body: 'hi'
// expect: NoteField body: 'hi'
:tap "Discard"
// expect: NoteEditor body: nil
:tap "New note"
// expect: NoteEditor body: ''
// expect: NoteField body: ''
