// Hacking with Swift style: the app owns an `@Observable` session in `@State` and injects it at the WindowGroup
// What SwiftUI does: `:mount NotesApp()` makes the App and shows its WindowGroup's content (rules §15.16); the
// content and everything below it find the session with `@Environment(SessionStore.self)` (Apple "Managing model data
// in your app"). Reads are tracked per property (rules §14.2, §8.3): signing in sets `username` and `isSignedIn` in
// one action, which gives one body run of the root, the only view that read `isSignedIn` (rules §10.1); the banner it
// now shows is a new view and runs for the first time. Renaming changes only `username`: only the banner, which read
// it, runs again.
// Sources: rules §8.3, §10.1, §14.2, §15.16; https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app
import SwiftUI

@Observable
final class SessionStore {
    var username = "guest"
    var isSignedIn = false

    func signIn(as name: String) {
        username = name
        isSignedIn = true
    }
}

@main
struct NotesApp: App {
    @State private var session = SessionStore()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(session)
        }
    }
}

struct RootView: View {
    @Environment(SessionStore.self) private var session

    var body: some View {
        let _ = print("RootView body: signed in \(session.isSignedIn)")
        if session.isSignedIn {
            WelcomeBanner()
        } else {
            Button("Sign in") { session.signIn(as: "mia") }
        }
    }
}

struct WelcomeBanner: View {
    @Environment(SessionStore.self) private var session

    var body: some View {
        let _ = print("WelcomeBanner body: \(session.username)")
        VStack {
            Text("Welcome back, \(session.username)")
            Button("Rename") { session.username = "mia.k" }
        }
    }
}

:mount NotesApp()
// expect: RootView body: signed in false
:tap "Sign in"
// expect: RootView body: signed in true
// expect: WelcomeBanner body: mia
:tap "Rename"
// expect: WelcomeBanner body: mia.k
