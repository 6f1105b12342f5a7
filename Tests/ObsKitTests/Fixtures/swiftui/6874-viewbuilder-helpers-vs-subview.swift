// @ViewBuilder helper properties and functions against an extracted subview (a recurring Hacking with Swift /
// SwiftLee question: "should this be a computed property or its own View?").
// What SwiftUI does: a @ViewBuilder property or method is ordinary code called while the body runs, so what it
// reads is the body's read and it runs again at every body run (rules §8.4, §3.5; Apple, ViewBuilder:
// https://developer.apple.com/documentation/swiftui/viewbuilder). An extracted struct is a view of its own:
// the parent only rebuilds its value, and its body runs only when that value differs (rules §2.6, §2.7).
// ProfileHeader's input never changes, so its body runs once.
import SwiftUI

struct ProfileHeader: View {
    let name: String

    var body: some View {
        let _ = print("ProfileHeader body")
        Text(name).font(.title)
    }
}

struct ProfileScreen: View {
    @State private var likes = 0
    @State private var isFollowing = false
    private let name = "Ada"

    var body: some View {
        let _ = print("ProfileScreen body")
        VStack {
            ProfileHeader(name: name)
            statsRow
            followButton(label: isFollowing ? "Unfollow" : "Follow")
        }
    }

    @ViewBuilder
    private var statsRow: some View {
        let _ = print("statsRow built, likes \(likes)")
        HStack {
            Text("\(likes) likes")
            Button("Like") { likes += 1 }
        }
    }

    @ViewBuilder
    private func followButton(label: String) -> some View {
        let _ = print("followButton built: \(label)")
        Button(label) { isFollowing.toggle() }
    }
}

:mount ProfileScreen()
// expect: ProfileScreen body
// expect: statsRow built, likes 0
// expect: followButton built: Follow
// expect: ProfileHeader body
:tap "Like"
// expect: ProfileScreen body
// expect: statsRow built, likes 1
// expect: followButton built: Follow
:tap "Follow"
// expect: ProfileScreen body
// expect: statsRow built, likes 1
// expect: followButton built: Unfollow
