// App-organization style: a login gate; the app's @Observable session decides whether the window shows the login screen or the home screen; each screen owns its model in @State, so switching releases the old screen's model and makes a fresh one for the new
import SwiftUI

@Observable
final class Session {
    var userName: String?
    init() { print("Session init") }
}

@Observable
final class LoginForm {
    var userName = ""
    init() { print("LoginForm init") }
    deinit { print("LoginForm deinit") }
}

@Observable
final class HomeFeed {
    var unread = 3
    init() { print("HomeFeed init") }
    deinit { print("HomeFeed deinit") }
}

struct LoginScreen: View {
    @Environment(Session.self) private var session
    @State private var form = LoginForm()

    var body: some View {
        let _ = print("LoginScreen body: '\(form.userName)'")
        Form {
            TextField("User Name", text: $form.userName)
            Button("Log In") { session.userName = form.userName }
        }
    }
}

struct HomeScreen: View {
    @Environment(Session.self) private var session
    @State private var feed = HomeFeed()

    var body: some View {
        let _ = print("HomeScreen body: \(feed.unread) unread")
        VStack {
            Text("Signed in")
            Button("Log Out") { session.userName = nil }
        }
    }
}

struct GateRoot: View {
    @Environment(Session.self) private var session

    var body: some View {
        let _ = print("GateRoot body: \(session.userName ?? "logged out")")
        if session.userName != nil {
            HomeScreen()
        } else {
            LoginScreen()
        }
    }
}

@main
struct GateApp: App {
    @State private var session = Session()

    var body: some Scene {
        WindowGroup {
            GateRoot()
                .environment(session)
        }
    }
}

:mount GateApp()
// expect: Session init
// expect: GateRoot body: logged out
// expect: LoginForm init
// expect: LoginScreen body: ''
:type "ann" into "User Name"
// expect: LoginScreen body: 'a'
// expect: LoginScreen body: 'an'
// expect: LoginScreen body: 'ann'
:tap "Log In"
// expect: GateRoot body: ann
// expect: HomeFeed init
// expect: LoginForm deinit
// expect: HomeScreen body: 3 unread
:tap "Log Out"
// expect: GateRoot body: logged out
// expect: LoginForm init
// expect: HomeFeed deinit
// expect: LoginScreen body: ''
