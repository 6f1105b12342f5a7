// Follows Apple's onSubmit(of:_:) and submitScope(_:) (https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)): one onSubmit on a sign-in Form, with a Tags field whose Return is kept out of it
// What SwiftUI does: `.onSubmit` on a container runs when the user submits any field inside it (the default
// trigger is `.text`); `.submitScope()` on a field stops its submission from reaching the `onSubmit` above it
// (Apple's `view/submitscope(_:)` page, whose example this follows). The action validates and signs in.
// The fields bind into an `@Observable` model held in `@State` (`$model.userName`).
// Sources: Apple `view/onsubmit(of:_:)`, `view/submitscope(_:)`; rules §15.10.
import SwiftUI

@Observable
final class SignInModel {
    var userName = ""
    var password = ""
    var tags = ""

    func validate() -> Bool {
        !userName.isEmpty && password.count >= 4
    }

    func signIn() {
        print("signing in \(userName)")
    }
}

struct SignInForm: View {
    @State private var model = SignInModel()

    var body: some View {
        Form {
            TextField("Username", text: $model.userName)
            SecureField("Password", text: $model.password)
            TextField("Tags", text: $model.tags)
                .submitScope()
        }
        .onSubmit {
            guard model.validate() else {
                print("not valid yet")
                return
            }
            model.signIn()
        }
    }
}

:mount SignInForm()
:type "ana" into "Username"
:submit "Username"
// expect: not valid yet
:type "swift" into "Tags"
:submit "Tags"
:type "pw12" into "Password"
:submit "Password"
// expect: signing in ana
