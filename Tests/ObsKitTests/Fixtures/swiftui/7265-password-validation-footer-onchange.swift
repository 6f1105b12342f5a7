// Change-password form that validates in zero-parameter `onChange(of:)` actions (iOS 17) and shows the problem in the
// Section's footer, the Change button disabled while there is one.
// What SwiftUI does: the body reads both passwords (it hands them to onChange) and the problem, so each keystroke
// runs it, then the action validates (rules §3.4). When the problem changes the turn updates again and the body runs
// a second time; the passwords did not change in that update, so onChange does not run again. Writing the same
// problem text again is an equal write: no second body (rules §3.4).
// Sources: rules §3.4, §10.1; https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
// https://developer.apple.com/documentation/swiftui/securefield
import SwiftUI

struct ChangePasswordForm: View {
    @State private var newPassword = ""
    @State private var confirmation = ""
    @State private var problem: String? = "Enter a new password."

    var body: some View {
        let _ = print("ChangePasswordForm body: \(problem ?? "ok")")
        Form {
            Section {
                SecureField("New password", text: $newPassword)
                SecureField("Confirm password", text: $confirmation)
            } footer: {
                if let problem {
                    Text(problem)
                        .foregroundStyle(.red)
                }
            }
            Button("Change Password") {
                print("password changed")
            }
            .disabled(problem != nil)
        }
        .onChange(of: newPassword) {
            validate()
        }
        .onChange(of: confirmation) {
            validate()
        }
    }

    private func validate() {
        if newPassword.count < 3 {
            problem = "Use at least 3 characters."
        } else if newPassword != confirmation {
            problem = "Passwords don't match."
        } else {
            problem = nil
        }
        print("validated: \(problem ?? "ok")")
    }
}

:mount ChangePasswordForm()
// expect: ChangePasswordForm body: Enter a new password.
:type "abc" into "New password"
// expect: ChangePasswordForm body: Enter a new password.
// expect: validated: Use at least 3 characters.
// expect: ChangePasswordForm body: Use at least 3 characters.
// expect: ChangePasswordForm body: Use at least 3 characters.
// expect: validated: Use at least 3 characters.
// expect: ChangePasswordForm body: Use at least 3 characters.
// expect: validated: Passwords don't match.
// expect: ChangePasswordForm body: Passwords don't match.
:type "abc" into "Confirm password"
// expect: ChangePasswordForm body: Passwords don't match.
// expect: validated: Passwords don't match.
// expect: ChangePasswordForm body: Passwords don't match.
// expect: validated: Passwords don't match.
// expect: ChangePasswordForm body: Passwords don't match.
// expect: validated: ok
// expect: ChangePasswordForm body: ok
:tap "Change Password"
// expect: password changed
