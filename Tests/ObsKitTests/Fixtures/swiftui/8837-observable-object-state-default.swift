// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/state (an @Observable object in @State: the default value is instantiated every time SwiftUI instantiates the view, but the state keeps the first instance, so the count survives the parent's updates)
import SwiftUI

@Observable
final class DraftNote {
    var edits = 0
    init() { print("DraftNote init") }
}

struct NoteEditor: View {
    @State private var note = DraftNote()

    var body: some View {
        Button("Edit (\(note.edits))") {
            note.edits += 1
            print("edits now \(note.edits)")
        }
    }
}

struct NotesScreen: View {
    @State private var renders = 0

    var body: some View {
        VStack {
            Text("Renders: \(renders)")
            Button("Render") { renders += 1 }
            NoteEditor()
        }
    }
}

:mount NotesScreen()
:tap "Edit (0)"
:tap "Render"
:tap "Edit (1)"
:tap "Render"
:tap "Edit (2)"
// expect: DraftNote init
// expect: edits now 1
// expect: DraftNote init
// expect: edits now 2
// expect: DraftNote init
// expect: edits now 3
