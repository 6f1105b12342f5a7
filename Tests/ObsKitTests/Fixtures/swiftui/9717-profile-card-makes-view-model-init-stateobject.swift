// Apple @StateObject documentation style, the pitfall on purpose: a profile card makes its view model in init with StateObject(wrappedValue:) from the id its parent passes; the closure runs once per node, right before the first body, so switching users keeps the first model, while the card's body runs at each parent render because its closure captures the id (rules §4.2, §4.3, §2.5)
import SwiftUI

final class ProfileModel: ObservableObject {
    let userID: Int
    @Published var followers = 0

    init(userID: Int) {
        self.userID = userID
        print("ProfileModel \(userID) init")
    }

    deinit { print("ProfileModel \(userID) deinit") }
}

struct ProfileCard: View {
    let userID: Int
    @StateObject private var model: ProfileModel

    init(userID: Int) {
        self.userID = userID
        _model = StateObject(wrappedValue: ProfileModel(userID: userID))
        print("ProfileCard init \(userID)")
    }

    var body: some View {
        let _ = print("ProfileCard body: asked for \(userID), showing \(model.userID) with \(model.followers) followers")
        Button("Follow") { model.followers += 1 }
    }
}

struct ProfileBrowser: View {
    @State private var userID = 1

    var body: some View {
        let _ = print("ProfileBrowser body: \(userID)")
        VStack {
            Text("User \(userID)")
            ProfileCard(userID: userID)
            Button("Next user") { userID += 1 }
        }
    }
}

:mount ProfileBrowser()
// expect: ProfileBrowser body: 1
// expect: ProfileCard init 1
// expect: ProfileModel 1 init
// expect: ProfileCard body: asked for 1, showing 1 with 0 followers
:tap "Follow"
// expect: ProfileCard body: asked for 1, showing 1 with 1 followers
:tap "Next user"
// expect: ProfileBrowser body: 2
// expect: ProfileCard init 2
// expect: ProfileCard body: asked for 2, showing 1 with 1 followers
:tap "Follow"
// expect: ProfileCard body: asked for 2, showing 1 with 2 followers
:unmount
// expect: ProfileModel 1 deinit
