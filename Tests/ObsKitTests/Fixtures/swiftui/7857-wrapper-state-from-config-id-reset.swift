// Custom DynamicProperty: an @Editable wrapper seeding its @State draft from a `let original` given by the parent
// The state is made once, from the first value; a later original reaches the `let` but not the draft (rules §3.2,
// §2.5: the child differs and re-runs). With `.id(selected)` the new id resets the subtree and the draft starts from
// the new original (rules §1.3). Typing goes through the projected binding into the nested state (§3.4, §7.3).
import SwiftUI

@propertyWrapper
struct Editable: DynamicProperty {
    @State private var draft: String
    let original: String

    init(_ original: String) {
        _draft = State(initialValue: original)
        self.original = original
    }

    var wrappedValue: String {
        get { draft }
        nonmutating set { draft = newValue }
    }

    var projectedValue: Binding<String> { $draft }
}

struct NameEditor: View {
    let tag: String
    @Editable var name: String

    init(tag: String, name: String) {
        self.tag = tag
        _name = Editable(name)
    }

    var body: some View {
        let _ = print("\(tag) shows '\(name)' (original '\(_name.original)')")
        TextField("Name", text: $name)
    }
}

struct Contacts: View {
    @State private var selected = "Ann"

    var body: some View {
        VStack {
            Button("Select Bob") { selected = "Bob" }
            NameEditor(tag: "plain", name: selected)
            NameEditor(tag: "keyed", name: selected)
                .id(selected)
        }
    }
}

:mount Contacts()
// expect: plain shows 'Ann' (original 'Ann')
// expect: keyed shows 'Ann' (original 'Ann')
:type "e" into "Name"
// expect: plain shows 'Anne' (original 'Ann')
:tap "Select Bob"
// expect: plain shows 'Anne' (original 'Bob')
// expect: keyed shows 'Bob' (original 'Bob')
