// Kodeco "SwiftUI by Tutorials", Kuchi: a registration form bound to an @EnvironmentObject UserManager ($userManager.profile.name), a live character count, an OK button disabled until the name has 3 characters, registration that saves the profile as JSON and swaps the root to a welcome view (Apple: EnvironmentObject, View.environmentObject(_:), View.disabled(_:); SEMANTICS §14 EnvironmentObject, §6 every observer re-runs, §1 if/else branch switch; README :mount of a view with modifiers)
import SwiftUI

struct Profile: Codable {
    var name = ""
}

final class UserManager: ObservableObject {
    @Published var profile = Profile()
    @Published var isRegistered = false

    func isUserNameValid() -> Bool {
        profile.name.count >= 3
    }

    func register() {
        if let data = try? JSONEncoder().encode(profile) {
            print("saved \(String(decoding: data, as: UTF8.self))")
        }
        isRegistered = true
    }
}

struct RegisterView: View {
    @EnvironmentObject var userManager: UserManager

    var body: some View {
        let _ = print("register body: '\(userManager.profile.name)' valid \(userManager.isUserNameValid())")
        VStack {
            Text("Welcome to Kuchi")
                .font(.title)
            TextField("Type your name...", text: $userManager.profile.name)
                .textFieldStyle(.roundedBorder)
            HStack {
                Spacer()
                Text("\(userManager.profile.name.count)")
                    .font(.caption)
                    .foregroundStyle(userManager.isUserNameValid() ? .green : .red)
            }
            Button(action: registerUser) {
                Label("OK", systemImage: "checkmark")
            }
            .disabled(!userManager.isUserNameValid())
        }
        .padding()
    }

    func registerUser() {
        userManager.register()
    }
}

struct WelcomeView: View {
    @EnvironmentObject var userManager: UserManager

    var body: some View {
        let _ = print("welcome body: Hi, \(userManager.profile.name)")
        Text("Hi, \(userManager.profile.name)")
            .onAppear { print("welcome appeared") }
    }
}

struct StarterView: View {
    @EnvironmentObject var userManager: UserManager

    var body: some View {
        Group {
            if userManager.isRegistered {
                WelcomeView()
            } else {
                RegisterView()
            }
        }
    }
}

:mount StarterView().environmentObject(UserManager())
:type "Bo" into "Type your name..."
:type "b" into "Type your name..."
:tap "OK"

// expect: register body: '' valid false
// expect: register body: 'B' valid false
// expect: register body: 'Bo' valid false
// expect: register body: 'Bob' valid true
// expect: saved {"name":"Bob"}
// expect: welcome body: Hi, Bob
// expect: welcome appeared
