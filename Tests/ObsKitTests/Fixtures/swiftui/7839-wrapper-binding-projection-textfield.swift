// Custom DynamicProperty: a trimming text wrapper whose projectedValue is the nested @State's Binding
// `$username` hands the TextField the nested state's binding; each keystroke is a state write that re-runs the host,
// which read the value (rules §3.4, §3.5, §7.3). The child gets a new String each time; an equal one (a trailing
// space trimmed away) keeps the child's body from running (rules §2.3, §2.7).
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

struct HandlePreview: View {
    let handle: String

    var body: some View {
        let _ = print("HandlePreview body: '\(handle)'")
        Text("@\(handle)")
    }
}

struct Signup: View {
    @Trimmed var username = ""

    var body: some View {
        let _ = print("Signup body: '\(username)'")
        Form {
            TextField("Username", text: $username)
            HandlePreview(handle: username)
        }
    }
}

:mount Signup()
// expect: Signup body: ''
// expect: HandlePreview body: ''
:type " al" into "Username"
// expect: Signup body: ''
// expect: Signup body: 'a'
// expect: HandlePreview body: 'a'
// expect: Signup body: 'al'
// expect: HandlePreview body: 'al'
