// async-in-views style: .task(id:) restarts when its id changes; a task still sleeping is cancelled first (its catch runs), a finished one is simply replaced (rules §11.3)
import SwiftUI

struct NotFound: Error {}

func fetchUserName(id: Int) async throws -> String {
    try await Task.sleep(for: .seconds(1))
    let names = ["Ada", "Bo", "Cy"]
    guard names.indices.contains(id - 1) else { throw NotFound() }
    return names[id - 1]
}

struct UserCard: View {
    @State private var userID = 1
    @State private var name = "-"

    var body: some View {
        let _ = print("UserCard body: user \(userID), name \(name)")
        VStack {
            Text("User \(userID): \(name)")
            Button("Next") { userID += 1 }
        }
        .task(id: userID) {
            let id = userID
            do {
                name = try await fetchUserName(id: id)
                print("loaded user \(id)")
            } catch {
                print("load of user \(id) cancelled")
            }
        }
    }
}

:mount UserCard()
// expect: UserCard body: user 1, name -
:advance 1s
// expect: loaded user 1
// expect: UserCard body: user 1, name Ada
:tap "Next"
// expect: UserCard body: user 2, name Ada
:advance 500ms
:tap "Next"
// expect: UserCard body: user 3, name Ada
// expect: load of user 2 cancelled
:advance 1s
// expect: loaded user 3
// expect: UserCard body: user 3, name Cy
