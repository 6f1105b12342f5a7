// Follows Combine's `assign(to:)` page (https://developer.apple.com/documentation/combine/publisher/assign(to:)):
// "Republishes elements received from a publisher, by assigning them to a property marked as a publisher", and "The
// assign(to:) operator manages the life cycle of the subscription, canceling the subscription automatically when the
// Published instance deinitializes" (so, unlike `assign(to:on:)` with self, it makes no retain cycle). Own code: a
// sign-up form whose password strength is derived from the password with `map` and `assign(to: &$strength)`.
// - Subscribing to `$password` delivers "" at once (rules §6.3), in the init, which the @StateObject runs right
//   before the first body (rules §4.2).
// - Each keystroke sets `password`: `$password` sends the new value inside the keystroke's turn, `map` rates it and
//   `strength` is assigned, all before the body, which runs once per keystroke for both writes (rules §6.3, §10.1).
// - `:unmount` releases the @StateObject (rules §1.4); nothing else holds the model, so its deinit runs.
import SwiftUI
import Combine

@MainActor
final class SignUpForm: ObservableObject {
    @Published var password = ""
    @Published private(set) var strength = "unrated"

    init() {
        $password
            .map { password -> String in
                let rating = password.count >= 8 ? "strong" : password.count >= 4 ? "fair" : "weak"
                print("rated \(password.count) characters: \(rating)")
                return rating
            }
            .assign(to: &$strength)
    }

    deinit {
        print("SignUpForm deinit")
    }
}

struct SignUpView: View {
    @StateObject private var form = SignUpForm()

    var body: some View {
        let _ = print("SignUpView body, strength \(form.strength)")
        Form {
            SecureField("Password", text: $form.password)
            Text("Strength: \(form.strength)")
        }
    }
}

:mount SignUpView()
// expect: rated 0 characters: weak
// expect: SignUpView body, strength weak
:type "abcd" into "Password"
// expect: rated 1 characters: weak
// expect: SignUpView body, strength weak
// expect: rated 2 characters: weak
// expect: SignUpView body, strength weak
// expect: rated 3 characters: weak
// expect: SignUpView body, strength weak
// expect: rated 4 characters: fair
// expect: SignUpView body, strength fair
:type "wxyz" into "Password"
// expect: rated 5 characters: fair
// expect: SignUpView body, strength fair
// expect: rated 6 characters: fair
// expect: SignUpView body, strength fair
// expect: rated 7 characters: fair
// expect: SignUpView body, strength fair
// expect: rated 8 characters: strong
// expect: SignUpView body, strength strong
:unmount
// expect: SignUpForm deinit
