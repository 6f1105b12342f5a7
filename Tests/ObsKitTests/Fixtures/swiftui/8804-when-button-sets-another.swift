// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/focused(_:) (when a button sets another field's Bool focus state to true, focus moves to that field; focus leaves the first field, so its focus state is set back to false)
import SwiftUI

struct TwoNotes: View {
    @State private var title = ""
    @State private var note = ""
    @FocusState private var titleFocused: Bool
    @FocusState private var noteFocused: Bool

    var body: some View {
        VStack {
            TextField("Title", text: $title)
                .focused($titleFocused)
            TextField("Note", text: $note)
                .focused($noteFocused)
            Button("Edit title") { titleFocused = true }
            Button("Edit note") { noteFocused = true }
            Button("Check") { print("title \(titleFocused), note \(noteFocused)") }
        }
    }
}

:mount TwoNotes()
:tap "Edit title"
:tap "Check"
:tap "Edit note"
:tap "Check"
// expect: title true, note false
// expect: title false, note true
