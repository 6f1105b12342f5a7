// Tutorial style (an actor cache behind an avatar view): .task(id: user) asks a shared actor for the avatar; a miss sleeps for the download, a hit returns at once, and switching users restarts the task on the same view (rules §11.3, §2.1, §2.7, §3.4)
import SwiftUI

actor AvatarCache {
    private var storage: [String: String] = [:]

    func avatar(for user: String) async -> String {
        if let cached = storage[user] {
            print("cache hit for \(user)")
            return cached
        }
        print("cache miss for \(user), downloading")
        try? await Task.sleep(for: .seconds(1))
        let image = "avatar-\(user.lowercased()).png"
        storage[user] = image
        return image
    }
}

let sharedCache = AvatarCache()

struct AvatarView: View {
    let user: String
    @State private var image: String?

    var body: some View {
        Text(image ?? "loading \(user)")
            .task(id: user) {
                image = nil
                image = await sharedCache.avatar(for: user)
                print("\(user) shows \(image ?? "nil")")
            }
    }
}

struct TeamView: View {
    let members = ["Ada", "Grace"]
    @State private var index = 0

    var body: some View {
        VStack {
            AvatarView(user: members[index])
            Button("Next Member") { index = (index + 1) % members.count }
        }
    }
}

:mount TeamView()
// expect: cache miss for Ada, downloading
:advance 1s
// expect: Ada shows avatar-ada.png
:tap "Next Member"
// expect: cache miss for Grace, downloading
:advance 1s
// expect: Grace shows avatar-grace.png
:tap "Next Member"
// expect: cache hit for Ada
// expect: Ada shows avatar-ada.png
