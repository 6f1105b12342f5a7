// Blog style (projecting a Binding): @Trimmed keeps the raw text in a nested @State and projects $raw; the parent only hands $name to a child, so typing re-runs the child that reads the binding and never the parent, and the action reads the trimmed value (rules §3.5, §9.3, §7.1, §12.2, T3)
import SwiftUI

@propertyWrapper
struct Trimmed: DynamicProperty {
    @State private var raw: String

    init(wrappedValue: String) {
        _raw = State(initialValue: wrappedValue)
    }

    var wrappedValue: String {
        get { raw.trimmingCharacters(in: .whitespaces) }
        nonmutating set { raw = newValue }
    }

    var projectedValue: Binding<String> { $raw }
}

struct NameField: View {
    @Binding var text: String

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            TextField("Name", text: $text)
            Text("Typed \(text.count) characters")
        }
    }
}

struct ProfileView: View {
    @Trimmed var name = ""

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            NameField(text: $name)
            Button("Save") {
                print("saving '\(name)'")
            }
        }
    }
}

:mount ProfileView()
// expect: ProfileView: @self, @identity, _name changed.
// expect: NameField: @self, @identity, _text changed.
:type " Ann " into "Name"
// expect: NameField: _text changed.
// expect: NameField: _text changed.
// expect: NameField: _text changed.
// expect: NameField: _text changed.
// expect: NameField: _text changed.
:tap "Save"
// expect: saving 'Ann'
