// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/focused(_:) (two Bool focus states: only one field has the focus at a time, so focusing one clears the other)
// known-gap: line 3: expected "title true, notes false", got "title true, notes true"
// focused(_:) binds a Bool FocusState to a view: true while the view has focus. FocusState: when focus leaves,
// the value "resets to nil or false", and setting it moves the focus. There is one focused view in a scene,
// so when the focus moves from the title to the notes both values change in the same update. A single
// onChange over both values (as a pair in an array) prints the state after each move:
// - Tapping Title: [true, false].
// - Tapping Notes: the title loses the focus as the notes gain it: [false, true].
// - "Edit title" sets titleFocused = true: the focus moves back, and the notes lose it: [true, false].
// - Return in Title ends editing: [false, false].
import SwiftUI

struct NoteEditor: View {
    @State private var title = ""
    @State private var notes = ""
    @FocusState private var titleFocused: Bool
    @FocusState private var notesFocused: Bool

    var body: some View {
        VStack {
            TextField("Title", text: $title)
                .focused($titleFocused)
            TextField("Notes", text: $notes)
                .focused($notesFocused)
            Button("Edit title") { titleFocused = true }
        }
        .onChange(of: [titleFocused, notesFocused]) { _, focus in
            print("title \(focus[0]), notes \(focus[1])")
        }
    }
}

:mount NoteEditor()
:focus "Title"
// expect: title true, notes false
:focus "Notes"
// expect: title false, notes true
:tap "Edit title"
// expect: title true, notes false
:submit "Title"
// expect: title false, notes false
