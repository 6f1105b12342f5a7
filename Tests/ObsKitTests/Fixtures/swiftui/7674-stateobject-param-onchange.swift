// Style: Swift Forums thread. Forum question: "My @StateObject is built from a parameter; when the parent passes a new userID the view keeps loading the old user."
// SwiftUI: `_loader = StateObject(wrappedValue: ...)` only stores a closure; later closures are ignored, so the first loader stays (rules §4.1, §4.3; Apple `stateobject`).
// The child still re-runs for its new `userID` (rules §2.7), and `onChange(of:)` sees the new value and can tell the loader (Apple `view/onchange(of:initial:_:)`);
// the loader's @Published write then re-runs the child (rules §6.3, §4.4, §10.1).
import SwiftUI

final class ProfileLoader: ObservableObject {
    @Published private(set) var userID: Int

    init(userID: Int) {
        self.userID = userID
        print("ProfileLoader init for user \(userID)")
    }

    func load(_ id: Int) {
        print("load user \(id)")
        userID = id
    }
}

struct ProfileView: View {
    let userID: Int
    @StateObject private var loader: ProfileLoader

    init(userID: Int) {
        self.userID = userID
        _loader = StateObject(wrappedValue: ProfileLoader(userID: userID))
    }

    var body: some View {
        let _ = print("profile body: param \(userID), loader \(loader.userID)")
        Text("User \(loader.userID)")
            .onChange(of: userID) { _, newID in
                loader.load(newID)
            }
    }
}

struct UsersScreen: View {
    @State private var selected = 1

    var body: some View {
        VStack {
            Button("Next user") { selected += 1 }
            ProfileView(userID: selected)
        }
    }
}

:mount UsersScreen()
// expect: ProfileLoader init for user 1
// expect: profile body: param 1, loader 1
:tap "Next user"
// expect: profile body: param 2, loader 1
// expect: load user 2
// expect: profile body: param 2, loader 2
