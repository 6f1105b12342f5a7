// Apple docs `TextEditor` (TextEditor(text:) with cosmetic font/lineSpacing modifiers) plus a character count and onChange.
// Typing into the editor writes the bound String one character per turn; the body reads the text (its count), so it
// runs once per keystroke, and onChange follows with the old and new counts (rules §3.4, §3.5, Apple
// `view/onchange(of:initial:_:)`). A TextEditor has no title: ObsREPL addresses it as "TextEditor" (rules §15.9).
// The button writes "" in one action: one body, one onChange. Writing "" again is an equal write: nothing runs.
import SwiftUI

struct NotesEditor: View {
    @State private var fullText: String = "Hello"

    var body: some View {
        let _ = print("body: \(fullText.count) characters")
        VStack {
            TextEditor(text: $fullText)
                .foregroundStyle(.secondary)
                .font(.custom("HelveticaNeue", size: 13))
                .lineSpacing(5)
            Text("\(fullText.count) characters")
            Button("Clear") { fullText = "" }
        }
        .onChange(of: fullText) { oldValue, newValue in
            print("text \(oldValue.count) -> \(newValue.count): '\(newValue)'")
        }
    }
}

:mount NotesEditor()
// expect: body: 5 characters
:type "!?" into "TextEditor"
// expect: body: 6 characters
// expect: text 5 -> 6: 'Hello!'
// expect: body: 7 characters
// expect: text 6 -> 7: 'Hello!?'
:tap "Clear"
// expect: body: 0 characters
// expect: text 7 -> 0: ''
:tap "Clear"
:type "Hi" into "TextEditor"
// expect: body: 1 characters
// expect: text 0 -> 1: 'H'
// expect: body: 2 characters
// expect: text 1 -> 2: 'Hi'
