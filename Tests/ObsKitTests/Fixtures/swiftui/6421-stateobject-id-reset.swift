// Apple, "StateObject" ("Initialize state objects using external data": add .id(name) so a new value makes a new object); rules §1.3, §4.2, §4.3, §11.1
import SwiftUI

final class ProfileLoader: ObservableObject {
    let userID: Int
    @Published var name = ""

    init(userID: Int) {
        self.userID = userID
        print("ProfileLoader init for user \(userID)")
    }
}

struct ProfileView: View {
    @StateObject private var loader: ProfileLoader
    let userID: Int

    init(userID: Int) {
        self.userID = userID
        _loader = StateObject(wrappedValue: ProfileLoader(userID: userID))
        print("ProfileView init for user \(userID)")
    }

    var body: some View {
        let _ = print("ProfileView body, loader for user \(loader.userID)")
        Text("User \(loader.userID)")
            .onAppear { print("appeared: user \(userID)") }
            .onDisappear { print("disappeared: user \(userID)") }
    }
}

struct UsersScreen: View {
    @State private var userID = 1

    var body: some View {
        VStack {
            Button("Next user") { userID += 1 }
            ProfileView(userID: userID)
                .id(userID)
        }
    }
}

:mount UsersScreen()
:tap "Next user"

// expect: ProfileView init for user 1
// expect: ProfileLoader init for user 1
// expect: ProfileView body, loader for user 1
// expect: appeared: user 1
// expect: ProfileView init for user 2
// expect: ProfileLoader init for user 2
// expect: ProfileView body, loader for user 2
// expect: disappeared: user 1
// expect: appeared: user 2
