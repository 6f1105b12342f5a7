// Splitting a body into pieces as beginner courses teach it, own code: computed `some View` properties (one marked
// `@ViewBuilder` with an `if`), a `@ViewBuilder` helper function, and a `Card` container whose init calls its
// `@ViewBuilder` content at once and stores the resulting view value (not the closure).
// What SwiftUI does: computed properties and helper functions are not views of their own: they run inside the body
// that uses them, every time it runs (rules §2.6, §8.4). A `Card` stores its content as a value, so it is compared
// like any view: field by field down to its plain-data `StatLine` (rules §2.3); when the follower count is unchanged
// the card's body does not run (rules §2.7), and when it changes the card runs, then the stat line inside it (rules
// §2.8). Contrast with a stored closure (rules §2.4).
// Sources: rules §2.3, §2.4, §2.6, §2.7, §2.8, §8.4; https://developer.apple.com/documentation/swiftui/viewbuilder
import SwiftUI

struct StatLine: View {
    let label: String
    let value: Int

    var body: some View {
        let _ = print("StatLine body: \(label) \(value)")
        HStack {
            Text(label)
            Spacer()
            Text("\(value)")
        }
    }
}

struct Card<Content: View>: View {
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        let _ = print("Card body")
        VStack {
            content
        }
        .padding()
        .background(.thinMaterial)
        .clipShape(.rect(cornerRadius: 12))
    }
}

struct ProfileCardView: View {
    @State private var isFollowing = false
    @State private var followers = 120
    @State private var refreshes = 0

    @ViewBuilder var header: some View {
        let _ = print("header built")
        Text("Taylor")
            .font(.title)
    }

    @ViewBuilder var followButton: some View {
        let _ = print("followButton built: \(isFollowing)")
        if isFollowing {
            Button("Unfollow") {
                isFollowing = false
                followers -= 1
            }
        } else {
            Button("Follow") {
                isFollowing = true
                followers += 1
            }
        }
    }

    @ViewBuilder func badge(_ text: String) -> some View {
        let _ = print("badge built: \(text)")
        Text(text)
            .padding(4)
            .background(.blue)
            .clipShape(.capsule)
    }

    var body: some View {
        let _ = print("ProfileCardView body")
        VStack {
            header
            badge("Refreshed \(refreshes) times")
            Card {
                StatLine(label: "Followers", value: followers)
            }
            followButton
            Button("Refresh") {
                refreshes += 1
            }
        }
    }
}

:mount ProfileCardView()
// expect: ProfileCardView body
// expect: header built
// expect: badge built: Refreshed 0 times
// expect: followButton built: false
// expect: Card body
// expect: StatLine body: Followers 120
:tap "Follow"
// expect: ProfileCardView body
// expect: header built
// expect: badge built: Refreshed 0 times
// expect: followButton built: true
// expect: Card body
// expect: StatLine body: Followers 121
:tap "Refresh"
// expect: ProfileCardView body
// expect: header built
// expect: badge built: Refreshed 1 times
// expect: followButton built: true
