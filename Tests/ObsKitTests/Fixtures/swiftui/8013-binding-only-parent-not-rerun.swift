// SwiftUI from Apple's documentation: a view that only passes `$text` on, without reading `text`, is not re-run when the text changes
// Apple, State (https://developer.apple.com/documentation/swiftui/state): "When the value changes, SwiftUI updates the parts of the
// view hierarchy that depend on the value." A view depends on a state by reading it in its body; Composer's body only creates
// bindings (`$text`), so typing re-runs Preview (which reads the text through its @Binding) once per character, and never Composer.
// Reproducible on iOS (a breakpoint in the owner's body is hit once: stackoverflow.com/questions/63498120).
import SwiftUI

struct Preview: View {
    @Binding var text: String

    var body: some View {
        let _ = print("Preview body: '\(text)'")
        Text(text)
    }
}

struct Composer: View {
    @State private var text = ""

    var body: some View {
        let _ = print("Composer body")
        VStack {
            TextField("Message", text: $text)
            Preview(text: $text)
        }
    }
}

:mount Composer()
// expect: Composer body
// expect: Preview body: ''
:type "Hey" into "Message"
// expect: Preview body: 'H'
// expect: Preview body: 'He'
// expect: Preview body: 'Hey'
