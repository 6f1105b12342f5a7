// Apple @StateObject documentation style, the fix: the same kind of card given .id(userID) by its parent; an unrelated parent change keeps the model (the body still runs: the closure captures the id), a new id is a new node, so the old model goes before the new one is made, and the old card's onDisappear runs before the new card's onAppear (rules §1.3, §1.4, §11.1)
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
        let _ = print("ProfileCard body: user \(model.userID), \(model.followers) followers")
        Button("Follow") { model.followers += 1 }
            .onAppear { print("card appeared") }
            .onDisappear { print("card disappeared") }
    }
}

struct ProfileBrowser: View {
    @State private var userID = 1
    @State private var visits = 0

    var body: some View {
        let _ = print("ProfileBrowser body: user \(userID), \(visits) visits")
        VStack {
            ProfileCard(userID: userID)
                .id(userID)
            Button("Next user") { userID += 1 }
            Button("Visit") { visits += 1 }
        }
    }
}

:mount ProfileBrowser()
// expect: ProfileBrowser body: user 1, 0 visits
// expect: ProfileCard init 1
// expect: ProfileModel 1 init
// expect: ProfileCard body: user 1, 0 followers
// expect: card appeared
:tap "Follow"
// expect: ProfileCard body: user 1, 1 followers
:tap "Visit"
// expect: ProfileBrowser body: user 1, 1 visits
// expect: ProfileCard init 1
// expect: ProfileCard body: user 1, 1 followers
:tap "Next user"
// expect: ProfileBrowser body: user 2, 1 visits
// expect: ProfileCard init 2
// expect: ProfileModel 1 deinit
// expect: ProfileModel 2 init
// expect: ProfileCard body: user 2, 0 followers
// expect: card disappeared
// expect: card appeared
