// HWS "segmented Picker switches content" style: a switch over the picked enum shows one of two panes with their own @State; switching destroys the old pane's node (its state starts over next time), the old pane disappears before the new one appears (rules §1.1, §11.1, §15.5)
import SwiftUI

enum ProfileSection: String, CaseIterable, Identifiable {
    case posts = "Posts"
    case likes = "Likes"
    var id: Self { self }
}

struct PostsPane: View {
    @State private var shown = 10

    var body: some View {
        let _ = print("PostsPane body: \(shown) posts")
        VStack {
            Text("Showing \(shown) posts")
            Button("Load more posts") { shown += 10 }
        }
        .onAppear { print("posts appeared") }
        .onDisappear { print("posts disappeared") }
    }
}

struct LikesPane: View {
    var body: some View {
        let _ = print("LikesPane body")
        Text("No likes yet")
            .onAppear { print("likes appeared") }
            .onDisappear { print("likes disappeared") }
    }
}

struct ProfileTabs: View {
    @State private var section = ProfileSection.posts

    var body: some View {
        let _ = print("ProfileTabs body: \(section.rawValue)")
        VStack {
            Picker("Section", selection: $section) {
                ForEach(ProfileSection.allCases) { item in
                    Text(item.rawValue)
                }
            }
            .pickerStyle(.segmented)
            switch section {
            case .posts:
                PostsPane()
            case .likes:
                LikesPane()
            }
        }
    }
}

:mount ProfileTabs()
// expect: ProfileTabs body: Posts
// expect: PostsPane body: 10 posts
// expect: posts appeared
:tap "Load more posts"
// expect: PostsPane body: 20 posts
:pick "Likes" in "Section"
// expect: ProfileTabs body: Likes
// expect: LikesPane body
// expect: posts disappeared
// expect: likes appeared
:pick "Posts" in "Section"
// expect: ProfileTabs body: Posts
// expect: PostsPane body: 10 posts
// expect: likes disappeared
// expect: posts appeared
