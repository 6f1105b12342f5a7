// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/id(_:) (the fix for a wrapper seeded from a parent's value: .id(name) gives the editor a new identity when the value changes, so its wrapper's @State starts again from the new value)
import SwiftUI

@propertyWrapper
struct Editable: DynamicProperty {
    @State private var text: String

    init(wrappedValue: String) {
        _text = State(initialValue: wrappedValue)
    }

    var wrappedValue: String {
        get { text }
        nonmutating set { text = newValue }
    }
}

struct NameEditor: View {
    let saved: String
    @Editable var draft: String

    init(saved: String) {
        self.saved = saved
        _draft = Editable(wrappedValue: saved)
    }

    var body: some View {
        let _ = print("saved '\(saved)', draft '\(draft)'")
        Button("Append !") { draft += "!" }
    }
}

struct Profile: View {
    @State private var name = "Ann"

    var body: some View {
        VStack {
            Button("Rename to Bea") { name = "Bea" }
            NameEditor(saved: name).id(name)
        }
    }
}

:mount Profile()
:tap "Append !"
:tap "Rename to Bea"
:tap "Append !"
// expect: saved 'Ann', draft 'Ann'
// expect: saved 'Ann', draft 'Ann!'
// expect: saved 'Bea', draft 'Bea'
// expect: saved 'Bea', draft 'Bea!'
