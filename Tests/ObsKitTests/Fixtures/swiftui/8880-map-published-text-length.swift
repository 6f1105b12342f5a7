// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/publisher/assign(to:) (map a @Published text to its length and republish it through another @Published property with assign(to: &$characterCount); the field's view updates once per keystroke)
import SwiftUI
import Combine

final class NoteModel: ObservableObject {
    @Published var text = ""
    @Published var characterCount = 0

    init() {
        $text
            .map { $0.count }
            .assign(to: &$characterCount)
    }
}

struct NoteEditor: View {
    @StateObject private var note = NoteModel()

    var body: some View {
        let _ = print("body: '\(note.text)' has \(note.characterCount)")
        VStack {
            TextField("Note", text: $note.text)
            Text("\(note.characterCount) characters")
        }
    }
}

:mount NoteEditor()
:type "abc" into "Note"
// expect: body: '' has 0
// expect: body: 'a' has 1
// expect: body: 'ab' has 2
// expect: body: 'abc' has 3
