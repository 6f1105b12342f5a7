// Check error: a Button's action is a method that takes an argument
import SwiftUI

struct NoteEditor: View {
    @State private var text = ""
    @State private var saved: [String] = []

    func save(_ note: String) {
        saved.append(note)
        text = ""
    }

    var body: some View {
        VStack {
            TextField("Note", text: $text)
            Button("Save", action: save)
            Text("\(saved.count) notes")
        }
    }
}

:mount NoteEditor()
// expect-error: cannot convert value of type '(String) -> ()' to expected argument type '@MainActor () -> Void'
