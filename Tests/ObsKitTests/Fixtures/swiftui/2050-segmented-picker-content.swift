// Issue 13 (A), a segmented Picker switching the content below it (a profile screen with Posts / Likes), each
// section its own view with onAppear, the picker's options tagged explicitly with an enum.
// Expected: switching the segment swaps the view (old disappears, new appears; rules §1, §11); each
// segment's view is new every time it comes back, so its @State starts over.
import SwiftUI

enum ProfileSection: String, CaseIterable {
    case posts = "Posts"
    case likes = "Likes"
}

struct PostsList: View {
    @State private var loaded = 0
    var body: some View {
        Button("Load more posts (\(loaded))") { loaded += 3 }
            .onAppear { print("posts appear") }
    }
}

struct LikesList: View {
    var body: some View {
        Text("No likes yet")
            .onAppear { print("likes appear") }
    }
}

struct ProfileView: View {
    @State private var section = ProfileSection.posts

    var body: some View {
        VStack {
            Picker("Section", selection: $section) {
                ForEach(ProfileSection.allCases, id: \.self) { section in
                    Text(section.rawValue).tag(section)
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
:tap "Load more posts (0)"
:tap "Load more posts (3)"
:pick "Likes" in "Section"
:pick "Posts" in "Section"
:tap "Load more posts (0)"

// expect: posts appear
// expect: likes appear
// expect: posts appear
