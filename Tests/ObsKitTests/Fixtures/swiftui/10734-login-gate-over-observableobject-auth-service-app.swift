// App-organization style: a login gate over an ObservableObject auth service the App owns (@StateObject, .environmentObject); each screen owns a @StateObject view model; a switch runs the root, releases the old screen's model before the new screen's model is made, then the old screen disappears and the new one appears
import SwiftUI

final class AuthService: ObservableObject {
    @Published var isSignedIn = false
    init() { print("AuthService init") }
}

final class SignInViewModel: ObservableObject {
    @Published var email = ""
    init() { print("SignInViewModel init") }
    deinit { print("SignInViewModel deinit") }
}

final class HomeViewModel: ObservableObject {
    @Published var greeting = "Welcome back"
    init() { print("HomeViewModel init") }
    deinit { print("HomeViewModel deinit") }
}

struct SignInView: View {
    @EnvironmentObject private var auth: AuthService
    @StateObject private var viewModel = SignInViewModel()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            TextField("Email", text: $viewModel.email)
            Button("Sign In") { auth.isSignedIn = true }
        }
        .onAppear { print("SignInView appeared") }
        .onDisappear { print("SignInView disappeared") }
    }
}

struct HomeView: View {
    @EnvironmentObject private var auth: AuthService
    @StateObject private var viewModel = HomeViewModel()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text(viewModel.greeting)
            Button("Sign Out") { auth.isSignedIn = false }
        }
        .onAppear { print("HomeView appeared") }
        .onDisappear { print("HomeView disappeared") }
    }
}

struct AuthGate: View {
    @EnvironmentObject private var auth: AuthService

    var body: some View {
        let _ = print("AuthGate body: signedIn=\(auth.isSignedIn)")
        if auth.isSignedIn {
            HomeView()
        } else {
            SignInView()
        }
    }
}

@main
struct AuthApp: App {
    @StateObject private var auth = AuthService()

    var body: some Scene {
        WindowGroup {
            AuthGate()
                .environmentObject(auth)
        }
    }
}

:mount AuthApp()
// expect: AuthService init
// expect: AuthGate body: signedIn=false
// expect: SignInViewModel init
// expect: SignInView: @self, @identity, _auth, _viewModel changed.
// expect: SignInView appeared
:type "a@b" into "Email"
// expect: SignInView: _viewModel changed.
// expect: SignInView: _viewModel changed.
// expect: SignInView: _viewModel changed.
:tap "Sign In"
// expect: AuthGate body: signedIn=true
// expect: SignInViewModel deinit
// expect: HomeViewModel init
// expect: HomeView: @self, @identity, _auth, _viewModel changed.
// expect: SignInView disappeared
// expect: HomeView appeared
:tap "Sign Out"
// expect: AuthGate body: signedIn=false
// expect: HomeViewModel deinit
// expect: SignInViewModel init
// expect: SignInView: @self, @identity, _auth, _viewModel changed.
// expect: HomeView disappeared
// expect: SignInView appeared
