// Hacking with Swift-style "Why doesn't my view update? (a plain class in @State)": changing a property of a non-observable class held in @State runs nothing; assigning a new instance runs the view
// What SwiftUI does: for a class that is not @Observable, @State sees only the reference: changing a property
// inside it is no change, assigning another instance is (rules §3.7, §3.4), printing `_box` (rules §12.1).
// The body counts its runs with a print, and the second run shows the text written before.
// Sources: rules §3.4, §3.7, §12.1, §12.2; Apple "State".
import SwiftUI

final class DraftBox {
    var text = ""
}

struct DraftScreen: View {
    @State private var box = DraftBox()

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("DraftScreen body: '\(box.text)'")
        VStack {
            Text(box.text)
            Button("Type hello") { box.text = "hello" }
            Button("New box") {
                let fresh = DraftBox()
                fresh.text = box.text + "!"
                box = fresh
            }
        }
    }
}

:mount DraftScreen()
// expect: DraftScreen: @self, @identity, _box changed.
// expect: DraftScreen body: ''
:tap "Type hello"
:tap "New box"
// expect: DraftScreen: _box changed.
// expect: DraftScreen body: 'hello!'
