// Blog style (a validating wrapper): @Validated(minLength:) keeps the text in a nested @State and projects a struct with the field's binding and an error message; reading the message in the body ties the form to every keystroke, and onChange sees each old and new value (rules §7.1, §7.3, §3.5, §12.1, §11.1, §15.10)
import SwiftUI

struct FieldCheck {
    let binding: Binding<String>
    let message: String?
}

@propertyWrapper
struct Validated: DynamicProperty {
    @State private var text: String
    private let minLength: Int

    init(wrappedValue: String, minLength: Int) {
        _text = State(initialValue: wrappedValue)
        self.minLength = minLength
    }

    var wrappedValue: String {
        get { text }
        nonmutating set { text = newValue }
    }

    var projectedValue: FieldCheck {
        let missing = minLength - text.count
        return FieldCheck(binding: $text, message: missing > 0 ? "Needs \(missing) more" : nil)
    }
}

struct SignUpView: View {
    @Validated(minLength: 3) var username = ""

    var body: some View {
        let _ = Self._printChanges()
        Form {
            TextField("Username", text: $username.binding)
            if let message = $username.message {
                Text(message)
            } else {
                Text("Looks good")
            }
            Button("Submit") {
                print("submitting \(username)")
            }
            .disabled($username.message != nil)
        }
        .onChange(of: username) { oldValue, newValue in
            print("username '\(oldValue)' -> '\(newValue)'")
        }
    }
}

:mount SignUpView()
// expect: SignUpView: @self, @identity, _username changed.
:type "abcd" into "Username"
// expect: SignUpView: _username changed.
// expect: username '' -> 'a'
// expect: SignUpView: _username changed.
// expect: username 'a' -> 'ab'
// expect: SignUpView: _username changed.
// expect: username 'ab' -> 'abc'
// expect: SignUpView: _username changed.
// expect: username 'abc' -> 'abcd'
:tap "Submit"
// expect: submitting abcd
:clear "Username"
// expect: SignUpView: _username changed.
// expect: username 'abcd' -> ''
