// The parent only hands out $draft and never reads it, so typing re-runs only the child that reads the binding; expected output by the SwiftUI rules (rules §3 "creating $x is not a read", §9, scenario T3 from stackoverflow.com/q/63498120)
import SwiftUI

struct NotePreview: View {
    @Binding var text: String

    var body: some View {
        let _ = print("NotePreview body: \"\(text)\"")
        Text(text.isEmpty ? "Nothing written yet" : text)
            .italic()
    }
}

struct NoteEditor: View {
    @State private var draft = ""

    var body: some View {
        let _ = print("NoteEditor body")
        VStack(alignment: .leading) {
            TextField("Note", text: $draft)
                .textFieldStyle(.roundedBorder)
            NotePreview(text: $draft)
        }
        .padding()
    }
}

:mount NoteEditor()
:type "hey" into "Note"

// expect: NoteEditor body
// expect: NotePreview body: ""
// expect: NotePreview body: "h"
// expect: NotePreview body: "he"
// expect: NotePreview body: "hey"
