// Observation in depth: reads inside a button's action make no dependency; a value read in body and captured does
// Actions run outside any body, so their reads are untracked (rules §8.3): the first bar never runs again. The
// second bar reads `draft.text` in its body to capture it, which makes a dependency (§8, `@dependencies`, §12.1):
// editing re-runs it, and its Save prints the value captured by the latest body.
import SwiftUI

@Observable
final class Draft {
    var text = "hello"
    var saves = 0
}

struct SaveBar: View {
    @State private var draft = Draft()

    var body: some View {
        let _ = Self._printChanges()
        HStack {
            Button("Edit") { draft.text += "!" }
            Button("Save") {
                draft.saves += 1
                print("saved '\(draft.text)' (save #\(draft.saves))")
            }
        }
    }
}

struct EagerSaveBar: View {
    @State private var draft = Draft()

    var body: some View {
        let _ = Self._printChanges()
        let current = draft.text
        HStack {
            Button("Edit") { draft.text += "?" }
            Button("Save") { print("saved '\(current)'") }
        }
    }
}

:mount SaveBar()
// expect: SaveBar: @self, @identity, _draft changed.
:tap "Edit"
:tap "Save"
// expect: saved 'hello!' (save #1)
:tap "Save"
// expect: saved 'hello!' (save #2)
:mount EagerSaveBar()
// expect: EagerSaveBar: @self, @identity, _draft changed.
:tap "Edit"
// expect: EagerSaveBar: @dependencies changed.
:tap "Save"
// expect: saved 'hello?'
