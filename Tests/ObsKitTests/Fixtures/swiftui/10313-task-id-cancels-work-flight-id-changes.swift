// identity-and-lifetime style: .task(id:) cancels the work in flight when its id changes (SwiftLee on task cancellation): a quick second "Next user" cancels user 2's load before it finishes; the view keeps its identity, so its @State name stays until the next load lands (rules §11.3, §3.4)
import SwiftUI

struct ProfileLoader: View {
    @State private var userID = 1
    @State private var name = "none"

    var body: some View {
        let _ = print("ProfileLoader body: user \(userID) name \(name)")
        VStack {
            Text(name)
            Button("Next user") { userID += 1 }
        }
        .task(id: userID) {
            let id = userID
            do {
                try await Task.sleep(for: .seconds(1))
                name = "User \(id)"
                print("loaded user \(id)")
            } catch {
                print("load of user \(id) cancelled")
            }
        }
    }
}

:mount ProfileLoader()
// expect: ProfileLoader body: user 1 name none
:advance 1s
// expect: loaded user 1
// expect: ProfileLoader body: user 1 name User 1
:tap "Next user"
// expect: ProfileLoader body: user 2 name User 1
:advance 500ms
:tap "Next user"
// expect: ProfileLoader body: user 3 name User 1
// expect: load of user 2 cancelled
:advance 1s
// expect: loaded user 3
// expect: ProfileLoader body: user 3 name User 3
