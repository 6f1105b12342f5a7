// Apple documentation style (segmented Picker switching content): a switch in the body is structural identity, one slot per case; switching the picker makes the other list with its own @State and destroys this one, so coming back starts its count over (rules §1.1, §11.1, §15.5)
import SwiftUI

enum ProfileSection: String, CaseIterable, Identifiable {
    case posts, likes
    var id: Self { self }
}

struct PostsList: View {
    @State private var loaded = 0

    var body: some View {
        let _ = print("PostsList body: \(loaded)")
        Button("Load more posts (\(loaded))") { loaded += 10 }
            .onAppear { print("posts appeared") }
            .onDisappear { print("posts disappeared") }
    }
}

struct LikesList: View {
    var body: some View {
        let _ = print("LikesList body")
        Text("No likes yet")
            .onAppear { print("likes appeared") }
            .onDisappear { print("likes disappeared") }
    }
}

struct ProfileView: View {
    @State private var section = ProfileSection.posts

    var body: some View {
        let _ = print("ProfileView body: \(section.rawValue)")
        VStack {
            Picker("Section", selection: $section) {
                ForEach(ProfileSection.allCases) { section in
                    Text(section.rawValue.capitalized)
                }
            }
            .pickerStyle(.segmented)
            switch section {
            case .posts:
                PostsList()
            case .likes:
                LikesList()
            }
        }
    }
}

:mount ProfileView()
// expect: ProfileView body: posts
// expect: PostsList body: 0
// expect: posts appeared
:tap "Load more posts (0)"
// expect: PostsList body: 10
:pick "Likes" in "Section"
// expect: ProfileView body: likes
// expect: LikesList body
// expect: posts disappeared
// expect: likes appeared
:pick "Posts" in "Section"
// expect: ProfileView body: posts
// expect: PostsList body: 0
// expect: likes disappeared
// expect: posts appeared
