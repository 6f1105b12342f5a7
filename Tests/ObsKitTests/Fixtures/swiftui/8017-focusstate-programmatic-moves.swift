// SwiftUI from Apple's documentation: @FocusState follows the focused field, and assigning it moves or removes focus
// Apple, FocusState (https://developer.apple.com/documentation/swiftui/focusstate): "When focus enters the modified view, the wrapped
// value of this property updates to match a given prototype value. Similarly, when focus leaves, the wrapped value of this property
// resets to nil or false. Setting the property's value programmatically has the reverse effect, causing focus to move to the view
// associated with the updated value." focused(_:equals:): "If a caller sets the value to nil, SwiftUI automatically dismisses focus."
import SwiftUI

enum SignUpField: Hashable {
    case name
    case email
}

struct SignUp: View {
    @State private var name = ""
    @State private var email = ""
    @FocusState private var focused: SignUpField?

    var body: some View {
        let _ = print("SignUp body: focus \(focused.map { "\($0)" } ?? "none")")
        VStack {
            TextField("Name", text: $name)
                .focused($focused, equals: .name)
            TextField("Email", text: $email)
                .focused($focused, equals: .email)
            Button("Next") { focused = .email }
            Button("Done") { focused = nil }
        }
        .onChange(of: focused) { oldValue, newValue in
            print("focus \(oldValue.map { "\($0)" } ?? "none") -> \(newValue.map { "\($0)" } ?? "none")")
        }
    }
}

:mount SignUp()
// expect: SignUp body: focus none
:focus "Name"
// expect: SignUp body: focus name
// expect: focus none -> name
:tap "Next"
// expect: SignUp body: focus email
// expect: focus name -> email
:tap "Done"
// expect: SignUp body: focus none
// expect: focus email -> none
