// Style: Apple documentation. EnvironmentObject: "A property wrapper type for an observable object that a parent or ancestor view supplies.
// ... invalidates the current view whenever the observable object changes." The subscription belongs to the property, not to a read:
// a view that only uses the object inside a button's action still runs its body at each change (rules §14.1, ObsREPL's choice, fixture 367;
// rules §6.5 "any change reaches every observer"). `_printChanges` names the stored field `_session` (rules §12.1, §12.2). The object is
// supplied at the root with `.environmentObject(_:)`, under the `Mount` root, which itself observes nothing.
import SwiftUI

final class Session: ObservableObject {
    @Published var userName = "guest"
    @Published var signedIn = false
}

struct Greeting: View {
    @EnvironmentObject var session: Session

    var body: some View {
        let _ = Self._printChanges()
        Text("Hello, \(session.userName)")
    }
}

struct SignInButton: View {
    @EnvironmentObject var session: Session

    var body: some View {
        let _ = Self._printChanges()
        Button("Sign in") {
            session.userName = "Ann"
            session.signedIn = true
        }
    }
}

struct Legal: View {
    var body: some View {
        let _ = print("Legal body")
        Text("Terms apply")
    }
}

struct AccountScreen: View {
    var body: some View {
        let _ = print("AccountScreen body")
        VStack {
            Greeting()
            SignInButton()
            Legal()
        }
    }
}

let session = Session()

:mount AccountScreen().environmentObject(session)
// expect: AccountScreen body
// expect: Greeting: @self, @identity, _session changed.
// expect: SignInButton: @self, @identity, _session changed.
// expect: Legal body
:tap "Sign in"
// expect: Greeting: _session changed.
// expect: SignInButton: _session changed.
session.signedIn = false
// expect: Greeting: _session changed.
// expect: SignInButton: _session changed.
