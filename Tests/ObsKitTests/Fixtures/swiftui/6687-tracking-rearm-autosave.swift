// Follows the Observation framework's `withObservationTracking(_:onChange:)` page, used the way apps keep watching:
// an autosaver that calls withObservationTracking again from its onChange, started from the editor's onAppear.
// - onChange runs once, before the change is stored, so it reads the old text; tracking set up again inside it
//   does not fire for the change in flight, only for the next one (rules §8.2; checked with swiftc 6.3.1: a
//   re-registration in onChange read the old value and fired at the following change, not the current one).
// - The editor's local @Bindable makes `$document.text`, a read of `text`, and the body prints it (Apple `bindable`;
//   rules §8.5); each keystroke is one turn: the autosaver's line during the write, then the body (rules §10.1).
// - `onAppear` runs after the first update; writing @State the body never read runs no body (rules §10.3, §3.5).
import SwiftUI
import Observation

@Observable final class Document {
    var text = ""

    init() { print("Document init") }
}

final class AutoSaver {
    let document: Document
    private(set) var changes = 0

    init(document: Document) {
        self.document = document
        print("AutoSaver init")
        observe()
    }

    func observe() {
        withObservationTracking {
            _ = document.text
        } onChange: { [weak self] in
            guard let self else { return }
            self.changes += 1
            print("autosave: change \(self.changes), text was '\(self.document.text)'")
            self.observe()
        }
    }
}

struct EditorView: View {
    @State private var document = Document()
    @State private var saver: AutoSaver?

    var body: some View {
        @Bindable var document = document
        let _ = print("editor body: '\(document.text)'")
        TextField("Body", text: $document.text)
            .onAppear {
                saver = AutoSaver(document: document)
            }
    }
}

:mount EditorView()
// expect: Document init
// expect: editor body: ''
// expect: AutoSaver init
:type "hi" into "Body"
// expect: autosave: change 1, text was ''
// expect: editor body: 'h'
// expect: autosave: change 2, text was 'h'
// expect: editor body: 'hi'
:clear "Body"
// expect: autosave: change 3, text was 'hi'
// expect: editor body: ''
