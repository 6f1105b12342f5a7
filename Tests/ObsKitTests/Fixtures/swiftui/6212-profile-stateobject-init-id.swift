// A @StateObject configured from an init parameter (_loader = StateObject(wrappedValue:)): a new parameter does not make a new model unless the view also gets .id(userID); expected output by the SwiftUI rules (rules §4 "later thunks are ignored; use .id(x) to recreate", §1 .id change resets state, §2.5 a capturing StateObject thunk makes the child value differ; T9; Apple: StateObject)
import SwiftUI

final class ProfileLoader: ObservableObject {
    let userID: Int

    init(userID: Int) {
        self.userID = userID
        print("ProfileLoader init for user \(userID)")
    }
}

struct ProfileCard: View {
    @StateObject private var loader: ProfileLoader

    init(userID: Int) {
        _loader = StateObject(wrappedValue: ProfileLoader(userID: userID))
    }

    var body: some View {
        let _ = print("card shows user \(loader.userID)")
        Text("Showing user \(loader.userID)")
    }
}

struct ProfileSwitcher: View {
    @State private var userID = 1

    var body: some View {
        VStack {
            Text("Selected: \(userID)")
            ProfileCard(userID: userID)
            ProfileCard(userID: userID)
                .id(userID)
            Button("Next user") {
                userID += 1
            }
        }
    }
}

:mount ProfileSwitcher()
:tap "Next user"

// expect: ProfileLoader init for user 1
// expect: card shows user 1
// expect: ProfileLoader init for user 1
// expect: card shows user 1
// expect: card shows user 1
// expect: ProfileLoader init for user 2
// expect: card shows user 2
