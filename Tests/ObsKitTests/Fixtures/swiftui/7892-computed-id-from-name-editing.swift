// Forum question: "My TextField in a List loses focus after every letter, and the row's state resets." The model's
// id is computed from the text being edited (`var id: String { name }`), so each keystroke gives the row a new
// identity (rules §1.2): the old node dies and a new one is made (§1.4), with fresh @State (`edits = 0`, §3.2),
// onDisappear for the old and onAppear for the new (§11.1). The new row's onChange doesn't run for its first
// value (Apple `view/onchange(of:initial:_:)`: initial defaults to false). The fix is a stable stored id.
// Corrected after the first run: the old row's onDisappear reads `tag.name` through its @Binding when it runs,
// outside a body, so it gets the live value "blues", not "blue" (§9.1: outside an update a binding calls get()).
// Also corrected: the untouched row "red" runs again at each parent body, its `ForEach($tags)` binding being a new
// `Binding(get:set:)` each time (rules §15.1).
import SwiftUI

struct Tag: Identifiable {
    var name: String
    var id: String { name }
}

struct TagRow: View {
    @Binding var tag: Tag
    @State private var edits = 0

    var body: some View {
        let _ = print("row \(tag.name), edits \(edits)")
        TextField("Tag", text: $tag.name)
            .onChange(of: tag.name) { edits += 1 }
            .onAppear { print("appear \(tag.name)") }
            .onDisappear { print("disappear \(tag.name)") }
    }
}

struct TagEditor: View {
    @State private var tags = [Tag(name: "red"), Tag(name: "blue")]

    var body: some View {
        List($tags) { $tag in
            TagRow(tag: $tag)
        }
    }
}

:mount TagEditor()
// expect: row red, edits 0
// expect: row blue, edits 0
// expect: appear red
// expect: appear blue
:type "s" into "Tag" 2
// expect: row red, edits 0
// expect: row blues, edits 0
// expect: disappear blues
// expect: appear blues
