// Editing an array of strings in place with `ForEach(lines.indices, id: \.self)` and `$lines[index]`, the pattern
// Stack Overflow answers gave before `ForEach($lines)` existed, used here only to edit and append (not to delete).
// What SwiftUI does: each field binds one element through Binding's subscript; a keystroke writes the element back
// into the @State array (rules §15.1, §9). The body reads `lines` (its print, `lines.indices`), so every keystroke is
// a change it depends on and it runs once per keystroke (rules §3.4, §3.5, §10.1). Appending a line adds the index 2
// as a new id, so a third field appears (rules §1.2).
// Sources: rules §1.2, §3.4, §3.5, §9, §10.1, §15.1; https://developer.apple.com/documentation/swiftui/foreach;
// https://developer.apple.com/documentation/swiftui/binding
import SwiftUI

struct PackingListEditor: View {
    @State private var lines = ["Tent", "Stove"]

    var body: some View {
        let _ = print("PackingListEditor body: \(lines.map { "[\($0)]" }.joined())")
        Form {
            ForEach(lines.indices, id: \.self) { index in
                TextField("Line \(index + 1)", text: $lines[index])
            }
            Button("Add line") {
                lines.append("")
            }
        }
    }
}

:mount PackingListEditor()
// expect: PackingListEditor body: [Tent][Stove]
:type "s" into "Line 1"
// expect: PackingListEditor body: [Tents][Stove]
:tap "Add line"
// expect: PackingListEditor body: [Tents][Stove][]
:type "Map" into "Line 3"
// expect: PackingListEditor body: [Tents][Stove][M]
// expect: PackingListEditor body: [Tents][Stove][Ma]
// expect: PackingListEditor body: [Tents][Stove][Map]
