// Style: Stack Overflow question. "In onDismiss I want to save the note the sheet edited. Does onDismiss see what was
// typed, although my screen never re-rendered?"
// SwiftUI: the sheet edits the presenter's @State through a Binding; the editor reads it, so each keystroke re-runs the
// editor (rules §9.3, T3), while the presenter, which only makes `$draft`, does not run (rules §3.5). A swipe sets the
// flag to false and then calls onDismiss (Apple `view/sheet(ispresented:ondismiss:content:)`: "The closure to execute
// when dismissing the sheet"; rules §13.1), and outside an update a read answers the live value (rules §3.4, §3.5).
import SwiftUI

struct NoteEditor: View {
    @Binding var text: String

    var body: some View {
        let _ = print("editor body: '\(text)'")
        TextField("Note", text: $text)
    }
}

struct NoteScreen: View {
    @State private var draft = ""
    @State private var editing = false

    var body: some View {
        let _ = print("note screen body")
        Button("Edit Note") { editing = true }
            .sheet(isPresented: $editing, onDismiss: {
                print("onDismiss sees '\(draft)', editing: \(editing)")
            }) {
                NoteEditor(text: $draft)
            }
    }
}

:mount NoteScreen()
// expect: note screen body
:tap "Edit Note"
// expect: editor body: ''
:type "Hi" into "Note"
// expect: editor body: 'H'
// expect: editor body: 'Hi'
:dismiss
// expect: onDismiss sees 'Hi', editing: false
