// SwiftUI from Apple's documentation: Binding init(_:) — https://developer.apple.com/documentation/swiftui/binding/init(_:)-5z9t9 (Binding(optionalBinding) unwraps a binding to an optional: nil while the base is nil, a writable binding once it holds a value)
import SwiftUI

struct NoteView: View {
    @State private var note: String? = nil

    var body: some View {
        VStack {
            if let text = Binding($note) {
                TextField("Note", text: text)
            } else {
                Text("No note")
            }
            Button("Start note") { note = "" }
            Button("Check") {
                print("unwrapped binding exists: \(Binding($note) != nil), note: \(note ?? "nil")")
            }
        }
    }
}

:mount NoteView()
:tap "Check"
:tap "Start note"
:type "hi" into "Note"
:tap "Check"
// expect: unwrapped binding exists: false, note: nil
// expect: unwrapped binding exists: true, note: hi
