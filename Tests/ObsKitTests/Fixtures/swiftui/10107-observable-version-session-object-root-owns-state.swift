// architecture style: the @Observable version of a session object: the root owns it in @State, puts it in the environment, and switches between the sign-in and the main screen on a computed `isSignedIn`; the main screen's @State model is made in the root's body and released when the screen goes (rules §8.3, §1.1, §1.4, §3.1, §11.1)
import SwiftUI

@Observable
final class AuthSession {
    var token: String?
    var isSignedIn: Bool { token != nil }

    func signIn() {
        token = "abc"
        print("signed in")
    }

    func signOut() {
        token = nil
        print("signed out")
    }
}

@Observable
final class FeedModel {
    var posts = 0
    init() { print("FeedModel init") }
    deinit { print("FeedModel deinit") }
}

struct SignInScreen: View {
    @Environment(AuthSession.self) private var session

    var body: some View {
        let _ = print("SignInScreen body")
        Button("Sign in") { session.signIn() }
            .onAppear { print("SignInScreen appear") }
            .onDisappear { print("SignInScreen disappear") }
    }
}

struct MainScreen: View {
    @Environment(AuthSession.self) private var session
    @State private var feed = FeedModel()

    var body: some View {
        let _ = print("MainScreen body: \(feed.posts)")
        Button("Sign out") { session.signOut() }
            .onAppear { print("MainScreen appear") }
            .onDisappear { print("MainScreen disappear") }
    }
}

struct AppRoot: View {
    @State private var session = AuthSession()

    var body: some View {
        let _ = print("AppRoot body: signedIn=\(session.isSignedIn)")
        Group {
            if session.isSignedIn {
                MainScreen()
            } else {
                SignInScreen()
            }
        }
        .environment(session)
    }
}

:mount AppRoot()
// expect: AppRoot body: signedIn=false
// expect: SignInScreen body
// expect: SignInScreen appear
:tap "Sign in"
// expect: signed in
// expect: AppRoot body: signedIn=true
// expect: FeedModel init
// expect: MainScreen body: 0
// expect: SignInScreen disappear
// expect: MainScreen appear
:tap "Sign out"
// expect: signed out
// expect: AppRoot body: signedIn=false
// expect: FeedModel deinit
// expect: SignInScreen body
// expect: MainScreen disappear
// expect: SignInScreen appear
