// Hacking with Swift style (filter field with an edit counter): onChange(of: text) is itself a read, so a body that shows no text still runs per keystroke; Self._printChanges() names _text, then _editCount for the write the action makes (rules §3.5, §12.1, §12.2, §11.1)
import SwiftUI

struct FilterBar: View {
    @State private var text = ""
    @State private var editCount = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            TextField("Filter", text: $text)
            Text("Edits: \(editCount)")
        }
        .onChange(of: text) { oldValue, newValue in
            editCount += 1
            print("edit \(editCount): '\(oldValue)' -> '\(newValue)'")
        }
    }
}
:mount FilterBar()
// expect: FilterBar: @self, @identity, _text, _editCount changed.
:type "ab" into "Filter"
// expect: FilterBar: _text changed.
// expect: edit 1: '' -> 'a'
// expect: FilterBar: _editCount changed.
// expect: FilterBar: _text changed.
// expect: edit 2: 'a' -> 'ab'
// expect: FilterBar: _editCount changed.
:clear "Filter"
// expect: FilterBar: _text changed.
// expect: edit 3: 'ab' -> ''
// expect: FilterBar: _editCount changed.
