// identity-and-lifetime style: PITFALL on purpose, AnyView hiding a change: two different contacts wrapped as AnyView(ContactEditor) are one view to SwiftUI (same type, same place), so switching contacts keeps Maya's @State draft in Omar's editor (a later initial value is ignored); the fix, .id(selected), gives each contact its own editor (rules §1.1, §1.3, §3.2)
import SwiftUI

struct ContactEditor: View {
    let contact: String
    @State private var draft: String

    init(contact: String) {
        self.contact = contact
        _draft = State(initialValue: contact)
    }

    var body: some View {
        let _ = print("ContactEditor body: editing \(contact), draft \(draft)")
        TextField("Name", text: $draft)
    }
}

struct ContactsScreen: View {
    @State private var selected = "Maya"

    var editor: AnyView {
        selected == "Maya"
            ? AnyView(ContactEditor(contact: "Maya"))
            : AnyView(ContactEditor(contact: "Omar"))
    }

    var body: some View {
        let _ = print("ContactsScreen body: \(selected)")
        VStack {
            Button("Show Omar") { selected = "Omar" }
            editor
        }
    }
}

struct FixedContactsScreen: View {
    @State private var selected = "Maya"

    var editor: AnyView {
        selected == "Maya"
            ? AnyView(ContactEditor(contact: "Maya"))
            : AnyView(ContactEditor(contact: "Omar"))
    }

    var body: some View {
        let _ = print("FixedContactsScreen body: \(selected)")
        VStack {
            Button("Show Omar") { selected = "Omar" }
            editor
                .id(selected)
        }
    }
}

:mount ContactsScreen()
// expect: ContactsScreen body: Maya
// expect: ContactEditor body: editing Maya, draft Maya
:tap "Show Omar"
// expect: ContactsScreen body: Omar
// expect: ContactEditor body: editing Omar, draft Maya
:mount FixedContactsScreen()
// expect: FixedContactsScreen body: Maya
// expect: ContactEditor body: editing Maya, draft Maya
:tap "Show Omar"
// expect: FixedContactsScreen body: Omar
// expect: ContactEditor body: editing Omar, draft Omar
