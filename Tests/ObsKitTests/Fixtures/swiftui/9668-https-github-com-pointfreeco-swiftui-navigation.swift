// Point-Free, swiftui-navigation (Binding(unwrapping:)), https://github.com/pointfreeco/swiftui-navigation, and Apple, "Binding init(_:)", https://developer.apple.com/documentation/swiftui/binding/init(_:)-5z9t9 — a binding derived from an optional binding: Binding($draft) is nil while the draft is nil, and a field bound to the unwrapped value writes back through it
// The failable Binding(_:) reads the base's value to decide, so the body that makes it depends on the State
// (rules §9.4); writes through the derived binding go to the optional State (§15.1), so each keystroke runs the
// body again, and discarding the draft removes the field.
import SwiftUI

struct DraftComposer: View {
    @State private var draft: String? = nil

    var body: some View {
        let _ = print("DraftComposer body, draft \(draft.map { "'\($0)'" } ?? "nil")")
        VStack {
            if let text = Binding($draft) {
                TextField("Draft", text: text)
                Button("Discard") { draft = nil }
            } else {
                Button("Start draft") { draft = "" }
            }
        }
    }
}

:mount DraftComposer()
// expect: DraftComposer body, draft nil
:tap "Start draft"
// expect: DraftComposer body, draft ''
:type "Hi" into "Draft"
// expect: DraftComposer body, draft 'H'
// expect: DraftComposer body, draft 'Hi'
:tap "Discard"
// expect: DraftComposer body, draft nil
:tap "Start draft"
// expect: DraftComposer body, draft ''
