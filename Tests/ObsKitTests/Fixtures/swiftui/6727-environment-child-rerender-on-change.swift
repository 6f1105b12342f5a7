// Follows Apple's `Environment` page (https://developer.apple.com/documentation/swiftui/environment): "If the value
// changes, SwiftUI updates any parts of your view that depend on the value." A post screen passes a heart tint down
// the environment; only the icon reads it.
// - Every run of the parent's body builds its children again: the icon's init runs each time (rules §2.6).
// - The icon's body runs only when the tint it reads changed; a new like changes the count's input, not the tint
//   (rules §14.2, §2.5: an @Environment field compares equal across renders, §2.7).
// - The footer has no inputs and reads nothing: its body runs once (rules §2.1, §2.7).
// - Child bodies run after the parent's body, in tree order (rules §2.8).
import SwiftUI

extension EnvironmentValues {
    @Entry var heartTint: String = "red"
}

struct HeartIcon: View {
    @Environment(\.heartTint) private var tint

    init() { print("HeartIcon init") }

    var body: some View {
        let _ = print("HeartIcon body: \(tint)")
        Image(systemName: "heart.fill")
    }
}

struct LikeCount: View {
    let count: Int

    var body: some View {
        let _ = print("LikeCount body: \(count)")
        Text("\(count) likes")
    }
}

struct PostFooter: View {
    var body: some View {
        let _ = print("PostFooter body")
        Text("Posted today")
    }
}

struct PostView: View {
    @State private var likes = 0
    @State private var tint = "red"

    var body: some View {
        let _ = print("PostView body: \(likes) likes")
        VStack {
            HeartIcon()
            LikeCount(count: likes)
            PostFooter()
            Button("Like") { likes += 1 }
            Button("Pink") { tint = "pink" }
        }
        .environment(\.heartTint, tint)
    }
}

:mount PostView()
// expect: PostView body: 0 likes
// expect: HeartIcon init
// expect: HeartIcon body: red
// expect: LikeCount body: 0
// expect: PostFooter body
:tap "Like"
// expect: PostView body: 1 likes
// expect: HeartIcon init
// expect: LikeCount body: 1
:tap "Pink"
// expect: PostView body: 1 likes
// expect: HeartIcon init
// expect: HeartIcon body: pink
