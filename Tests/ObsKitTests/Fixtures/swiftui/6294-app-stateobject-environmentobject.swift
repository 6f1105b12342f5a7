// "Where do I create my app-wide ObservableObject?": a @StateObject in the App struct, handed down with .environmentObject; the root switches screens on its published state (Apple: StateObject in an App, environmentObject(_:); SEMANTICS §4 once per owner, §14 EnvironmentObject, §1 if/else branches, §11 onAppear)
import SwiftUI

final class SessionStore: ObservableObject {
    @Published var user: String? = nil

    init() {
        print("SessionStore init")
    }
}

struct RootView: View {
    @EnvironmentObject var session: SessionStore

    var body: some View {
        if let user = session.user {
            VStack {
                Text("Welcome \(user)")
                Button("Sign out") { session.user = nil }
            }
            .onAppear { print("home for \(user)") }
        } else {
            Button("Sign in as Noor") { session.user = "Noor" }
                .onAppear { print("login screen") }
        }
    }
}

@main
struct NotesApp: App {
    @StateObject private var session = SessionStore()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(session)
        }
    }
}

:mount NotesApp()
:tap "Sign in as Noor"
:tap "Sign out"

// expect: SessionStore init
// expect: login screen
// expect: home for Noor
// expect: login screen
