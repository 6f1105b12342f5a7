// Reddit r/SwiftUI style: classic pitfall (on purpose): .task loads for the first id and never again when the parent passes a new id, so the detail shows the old user; the accepted fix is .task(id:), which cancels and restarts on a new id (rules §11.3, §2.7, §15.15)
import SwiftUI

func loadName(_ id: Int) async -> String {
    try? await Task.sleep(for: .milliseconds(100))
    return "user\(id)"
}

struct UserDetail: View {
    let userID: Int
    @State private var name = "loading"

    var body: some View {
        let _ = print("UserDetail body: \(userID) \(name)")
        Text(name)
            .task {
                print("loading \(userID) (plain)")
                name = await loadName(userID)
            }
    }
}

struct UserDetailFixed: View {
    let userID: Int
    @State private var name = "loading"

    var body: some View {
        let _ = print("UserDetailFixed body: \(userID) \(name)")
        Text(name)
            .task(id: userID) {
                print("loading \(userID) (id)")
                name = await loadName(userID)
            }
    }
}

struct UserBrowser: View {
    @State private var id = 1

    var body: some View {
        let _ = print("UserBrowser body: \(id)")
        VStack {
            Button("Next") { id += 1 }
            UserDetail(userID: id)
            UserDetailFixed(userID: id)
        }
    }
}

:mount UserBrowser()
// expect: UserBrowser body: 1
// expect: UserDetail body: 1 loading
// expect: UserDetailFixed body: 1 loading
// expect: loading 1 (plain)
// expect: loading 1 (id)
:advance 100ms
// expect: UserDetail body: 1 user1
// expect: UserDetailFixed body: 1 user1
:tap "Next"
// expect: UserBrowser body: 2
// expect: UserDetail body: 2 user1
// expect: UserDetailFixed body: 2 user1
// expect: loading 2 (id)
:advance 100ms
// expect: UserDetailFixed body: 2 user2
:advance 1s
