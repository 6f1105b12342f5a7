// SwiftUI from Apple's documentation: a TextField writes its binding on each keystroke; the owner's body and onChange follow each one
// Apple, TextField (https://developer.apple.com/documentation/swiftui/textfield): "If the value is a string, the text field updates
// this value continuously as the user types or otherwise edits the text in the field." Apple, View.onChange(of:initial:_:)
// (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)): the action gets "The old value that failed the
// comparison check" and the new one. Clearing the field is one more write.
import SwiftUI

struct Composer: View {
    @State private var message = ""

    var body: some View {
        let _ = print("Composer body: '\(message)'")
        TextField("Message", text: $message)
            .onChange(of: message) { oldValue, newValue in
                print("message '\(oldValue)' -> '\(newValue)'")
            }
    }
}

:mount Composer()
// expect: Composer body: ''
:type "hi" into "Message"
// expect: Composer body: 'h'
// expect: message '' -> 'h'
// expect: Composer body: 'hi'
// expect: message 'h' -> 'hi'
:clear "Message"
// expect: Composer body: ''
// expect: message 'hi' -> ''
