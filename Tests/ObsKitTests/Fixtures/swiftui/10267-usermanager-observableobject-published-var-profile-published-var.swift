// Kodeco SwiftUI by Tutorials style (Kuchi registration): a UserManager ObservableObject (`@Published var profile`, `@Published var isRegistered`) in the environment; RegisterView binds `$userManager.profile.name` into a TextField and disables OK until the name has 3 letters; every keystroke publishes, so both views that declare the @EnvironmentObject run (rules §9.2, §14.1); OK registers, and StarterView's `if` switches branches: RegisterView goes, WelcomeView is made and appears (§1.1, §11.1)
import SwiftUI

struct Profile {
    var name = ""
}

final class UserManager: ObservableObject {
    @Published var profile = Profile()
    @Published var isRegistered = false

    init() { print("UserManager init") }

    func register() {
        isRegistered = true
        print("registered \(profile.name)")
    }

    func isUserNameValid() -> Bool {
        profile.name.count >= 3
    }
}

struct RegisterView: View {
    @EnvironmentObject var userManager: UserManager
    @FocusState var nameFieldFocused: Bool

    var body: some View {
        let _ = print("RegisterView body: name '\(userManager.profile.name)'")
        VStack {
            Text("Welcome to Kuchi")
            TextField("Type your name...", text: $userManager.profile.name)
                .focused($nameFieldFocused)
                .submitLabel(.done)
            HStack {
                Spacer()
                Text("\(userManager.profile.name.count)")
                    .font(.caption)
                    .foregroundColor(userManager.isUserNameValid() ? .green : .red)
            }
            Button("OK") { registerUser() }
                .disabled(!userManager.isUserNameValid())
        }
        .onDisappear { print("RegisterView disappear") }
    }

    func registerUser() {
        nameFieldFocused = false
        userManager.register()
    }
}

struct WelcomeView: View {
    @EnvironmentObject var userManager: UserManager
    var body: some View {
        let _ = print("WelcomeView body: \(userManager.profile.name)")
        Text("Hi, \(userManager.profile.name)")
            .onAppear { print("WelcomeView appear") }
    }
}

struct StarterView: View {
    @EnvironmentObject var userViewModel: UserManager

    var body: some View {
        let _ = print("StarterView body: registered \(userViewModel.isRegistered)")
        Group {
            if userViewModel.isRegistered {
                WelcomeView()
            } else {
                RegisterView()
            }
        }
    }
}

:mount StarterView().environmentObject(UserManager())
// expect: UserManager init
// expect: StarterView body: registered false
// expect: RegisterView body: name ''
:type "Al" into "Type your name..."
// expect: StarterView body: registered false
// expect: RegisterView body: name 'A'
// expect: StarterView body: registered false
// expect: RegisterView body: name 'Al'
:type "i" into "Type your name..."
// expect: StarterView body: registered false
// expect: RegisterView body: name 'Ali'
:tap "OK"
// expect: registered Ali
// expect: StarterView body: registered true
// expect: WelcomeView body: Ali
// expect: RegisterView disappear
// expect: WelcomeView appear
