// SwiftUI from Apple's documentation: submitScope(_:) (the Tags field does not submit the form)
// Source: developer.apple.com/documentation/swiftui/view/submitscope(_:): "Prevents submission triggers
// originating from this view to invoke a submission action configured by a submission modifier higher up in
// the view hierarchy." "In the example below, the tag field doesn't trigger the submission of the form":
// Form { TextField("Username") SecureField("Password") TextField("Tags").submitScope() }.onSubmit { ... }.
// The Tags field still edits its text.
import SwiftUI

@Observable final class SignUpModel {
    var userName = ""
    var password = ""
    var tags = ""
    func validate() -> Bool { !userName.isEmpty }
    func login() { print("logging in \(userName)") }
}

struct SignUpForm: View {
    @State private var viewModel = SignUpModel()

    var body: some View {
        Form {
            TextField("Username", text: $viewModel.userName)
            SecureField("Password", text: $viewModel.password)

            TextField("Tags", text: $viewModel.tags)
                .submitScope()
            Button("Show tags") { print("tags: \(viewModel.tags)") }
        }
        .onSubmit {
            guard viewModel.validate() else { return }
            viewModel.login()
        }
    }
}

:mount SignUpForm()
:type "ann" into "Username"
:type "swift" into "Tags"
:tap "Show tags"
:submit "Tags"
:submit "Username"

// expect: tags: swift
// expect: logging in ann
