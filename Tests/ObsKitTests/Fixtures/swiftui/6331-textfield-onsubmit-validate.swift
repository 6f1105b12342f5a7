// Apple: TextField ("Use an onSubmit(of:_:) modifier to invoke an action whenever the user submits this text field" — the user name/email example with textInputAutocapitalization, autocorrection off, border); README :type / :submit
import SwiftUI

struct SignupEmailView: View {
    @State private var email = ""
    @State private var accepted: [String] = []

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            TextField("Email address", text: $email)
                .onSubmit {
                    validate(email)
                }
                .textInputAutocapitalization(.never)
                .disableAutocorrection(true)
                .keyboardType(.emailAddress)
                .border(.secondary)
            Text(email)
                .foregroundStyle(.blue)
            Text("\(accepted.count) accepted")
                .font(.footnote)
        }
        .padding()
    }

    private func validate(_ address: String) {
        if address.contains("@") && address.contains(".") {
            accepted.append(address)
            print("'\(address)' looks valid (\(accepted.count) accepted)")
        } else {
            print("'\(address)' is not an email address")
        }
    }
}

:mount SignupEmailView()
:type "sam" into "Email address"
:submit "Email address"
:type "@ex.io" into "Email address"
:submit "Email address"

// expect: 'sam' is not an email address
// expect: 'sam@ex.io' looks valid (1 accepted)
