// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/combine/observableobject (a computed property derived from a @Published one needs no publisher of its own: each change of name re-renders the view, which reads isValid afresh)
import SwiftUI
import Combine

final class SignUpForm: ObservableObject {
    @Published var name = ""

    var isValid: Bool { name.count >= 3 }
}

struct SignUpView: View {
    @StateObject private var form = SignUpForm()

    var body: some View {
        let _ = print("body: '\(form.name)' valid=\(form.isValid)")
        VStack {
            TextField("Name", text: $form.name)
            Text(form.isValid ? "Looks good" : "Too short")
        }
    }
}

:mount SignUpView()
:type "Bob" into "Name"
// expect: body: '' valid=false
// expect: body: 'B' valid=false
// expect: body: 'Bo' valid=false
// expect: body: 'Bob' valid=true
