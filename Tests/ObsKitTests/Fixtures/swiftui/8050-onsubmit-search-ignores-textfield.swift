// SwiftUI from Apple's documentation: onSubmit(of: .search) does not run when a plain TextField is submitted; onSubmit(of: .text) does
// Apple, SubmitTriggers (https://developer.apple.com/documentation/swiftui/submittriggers): search "Defines triggers originating from
// search fields constructed from searchable modifiers"; text "Defines triggers originating from text input controls like TextField
// and SecureField." Apple, View.onSubmit(of:_:) (https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)): "triggers:
// The triggers that should invoke the provided action."
import SwiftUI

struct NoteEditor: View {
    @State private var note = ""

    var body: some View {
        VStack {
            TextField("Note", text: $note)
        }
        .onSubmit(of: .search) {
            print("search action")
        }
        .onSubmit(of: .text) {
            print("text action: \(note)")
        }
    }
}

:mount NoteEditor()
:type "milk" into "Note"
:submit "Note"
// expect: text action: milk
