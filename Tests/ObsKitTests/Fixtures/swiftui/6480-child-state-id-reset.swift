// Stack Overflow style: "my child's @State doesn't update when the parent passes a new value" (and `.id()` as the fix).
// `_draft = State(initialValue: original)` only matters the first time: storage is made once, at install, and later
// initial values are ignored (rules §3.2, Apple `state`), so the plain editor keeps "Alice". `.id(contact)` gives
// the second editor a new identity when the contact changes: its state starts over from the current struct, the old
// node disappears and the new one appears (rules §1.3, §11.1). The appearance modifiers sit inside `.id`, so they
// are reset with it. The old node's onDisappear is the closure its last update gave it (OSU
// `AppearanceEffect.updateValue`: on a reset it calls `disappeared()` with `lastValue` before storing the new
// modifier), but that closure reads `contact` through ContactPicker's @State storage, which is alive and already
// holds "Bob" (rules §1.4: a State is read from its storage location, not copied into the closure; the corpus
// author expected "Alice", a copy). Parent body first, then children top-down, then callbacks (rules §2.8, §10.3).
import SwiftUI

struct NameEditor: View {
    let label: String
    let original: String
    @State private var draft: String

    init(label: String, original: String) {
        self.label = label
        self.original = original
        _draft = State(initialValue: original)
    }

    var body: some View {
        let _ = print("\(label) body: original \(original), draft \(draft)")
        TextField("Name", text: $draft)
    }
}

struct ContactPicker: View {
    @State private var contact = "Alice"

    var body: some View {
        let _ = print("ContactPicker body: \(contact)")
        VStack {
            Button("Pick Bob") { contact = "Bob" }
            NameEditor(label: "plain", original: contact)
            NameEditor(label: "keyed", original: contact)
                .onAppear { print("keyed editor for \(contact) appeared") }
                .onDisappear { print("keyed editor for \(contact) disappeared") }
                .id(contact)
        }
    }
}

:mount ContactPicker()
// expect: ContactPicker body: Alice
// expect: plain body: original Alice, draft Alice
// expect: keyed body: original Alice, draft Alice
// expect: keyed editor for Alice appeared
:tap "Pick Bob"
// expect: ContactPicker body: Bob
// expect: plain body: original Bob, draft Alice
// expect: keyed body: original Bob, draft Bob
// expect: keyed editor for Bob disappeared
// expect: keyed editor for Bob appeared
:type "!" into "Name"
// expect: plain body: original Bob, draft Alice!
:type "?" into "Name" 2
// expect: keyed body: original Bob, draft Bob?
