// Observation in depth: an @Observable model passed into a child's `@State` against a plain `let`
// `@State` storage is made once, from the first value (rules §3.2; Apple `state`: state is initialized once, don't
// pass it in from outside): after the parent swaps its document, the `@State` child still shows the first one. Its
// new initial value differs, so its body runs anyway (§2.5); the `let` child gets the new object (§2.3) and shows it.
import SwiftUI

@Observable
final class Document {
    let name: String
    var wordCount = 0

    init(name: String) {
        self.name = name
    }
}

struct LetPreview: View {
    let document: Document

    var body: some View {
        let _ = print("let preview: \(document.name)")
        Text(document.name)
    }
}

struct StatePreview: View {
    @State var document: Document

    var body: some View {
        let _ = print("state preview: \(document.name)")
        Text(document.name)
    }
}

struct DocumentEditor: View {
    @State private var current = Document(name: "Draft A")

    var body: some View {
        VStack {
            LetPreview(document: current)
            StatePreview(document: current)
            Button("Open B") { current = Document(name: "Draft B") }
        }
    }
}

:mount DocumentEditor()
// expect: let preview: Draft A
// expect: state preview: Draft A
:tap "Open B"
// expect: let preview: Draft B
// expect: state preview: Draft A
