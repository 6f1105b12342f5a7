// A segmented Picker over an enum that switches the content below it with `switch`, each branch a list view with
// its own @State, as profile and feed screens do.
// What SwiftUI does: `switch` in a view builder is conditional content, one slot per case (rules §1.1): choosing the
// other segment destroys the shown view's node and makes the other's, so state kept in the old branch is lost;
// coming back starts from the initial value. Bodies run first (parent, then the new branch), then the callbacks:
// every disappear before any appear (rules §11.1). The refresh button runs only the view that owns the count.
// Sources: rules §1.1, §1.4, §3.4, §11.1; https://developer.apple.com/documentation/swiftui/picker
// https://developer.apple.com/videos/play/wwdc2021/10022/
import SwiftUI

enum FeedTab: String, CaseIterable, Identifiable {
    case following = "Following"
    case trending = "Trending"
    var id: Self { self }
}

struct FollowingList: View {
    @State private var refreshCount = 0

    var body: some View {
        let _ = print("FollowingList body: \(refreshCount) refreshes")
        List {
            Button("Refresh (\(refreshCount))") {
                refreshCount += 1
            }
            Text("Posts from people you follow")
        }
        .onAppear { print("FollowingList appeared") }
        .onDisappear { print("FollowingList disappeared") }
    }
}

struct TrendingList: View {
    var body: some View {
        let _ = print("TrendingList body")
        List {
            Text("Popular today")
        }
        .onAppear { print("TrendingList appeared") }
        .onDisappear { print("TrendingList disappeared") }
    }
}

struct FeedScreen: View {
    @State private var tab = FeedTab.following

    var body: some View {
        let _ = print("FeedScreen body: \(tab.rawValue)")
        VStack {
            Picker("Feed", selection: $tab) {
                ForEach(FeedTab.allCases) { tab in
                    Text(tab.rawValue)
                }
            }
            .pickerStyle(.segmented)
            switch tab {
            case .following:
                FollowingList()
            case .trending:
                TrendingList()
            }
        }
    }
}

:mount FeedScreen()
// expect: FeedScreen body: Following
// expect: FollowingList body: 0 refreshes
// expect: FollowingList appeared
:tap "Refresh (0)"
// expect: FollowingList body: 1 refreshes
:pick "Trending" in "Feed"
// expect: FeedScreen body: Trending
// expect: TrendingList body
// expect: FollowingList disappeared
// expect: TrendingList appeared
:pick "Following" in "Feed"
// expect: FeedScreen body: Following
// expect: FollowingList body: 0 refreshes
// expect: TrendingList disappeared
// expect: FollowingList appeared
