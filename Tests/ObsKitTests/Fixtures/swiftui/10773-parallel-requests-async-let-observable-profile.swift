// Tutorial style (parallel requests with async let): an @Observable profile model starts two requests with async let and awaits both; the body runs when isLoading flips and when the results land (rules §8.1, §8.3, §10.1, §11.3, §12.1)
import SwiftUI
import Observation

struct Profile {
    let name: String
    let followers: Int
}

enum API {
    static func fetchProfile() async throws -> Profile {
        try await Task.sleep(for: .seconds(1))
        print("profile response")
        return Profile(name: "Taylor", followers: 120)
    }

    static func fetchPosts() async throws -> [String] {
        try await Task.sleep(for: .seconds(2))
        print("posts response")
        return ["Hello world", "Second post"]
    }
}

@MainActor
@Observable
final class ProfileModel {
    var profile: Profile?
    var posts: [String] = []
    var isLoading = false

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            async let profile = API.fetchProfile()
            async let posts = API.fetchPosts()
            let (p, ps) = try await (profile, posts)
            self.profile = p
            self.posts = ps
            print("loaded \(p.name) with \(ps.count) posts")
        } catch {
            print("failed: \(error)")
        }
    }
}

struct ProfileView: View {
    @State private var model = ProfileModel()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            if model.isLoading {
                ProgressView()
            }
            if let profile = model.profile {
                Text(profile.name).font(.title)
                Text("\(profile.followers) followers")
            }
            ForEach(model.posts, id: \.self) { post in
                Text(post)
            }
            Button("Reload") {
                Task { await model.load() }
            }
        }
        .task { await model.load() }
    }
}

:mount ProfileView()
// expect: ProfileView: @self, @identity, _model changed.
// expect: ProfileView: @dependencies changed.
:advance 1s
// expect: profile response
:advance 1s
// expect: posts response
// expect: loaded Taylor with 2 posts
// expect: ProfileView: @dependencies changed.
:tap "Reload"
// expect: ProfileView: @dependencies changed.
:advance 2s
// expect: profile response
// expect: posts response
// expect: loaded Taylor with 2 posts
// expect: ProfileView: @dependencies changed.
