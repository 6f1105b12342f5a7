// A feed in `ScrollView { LazyVStack { ForEach(...) } }` with a like button per post, a "Load more" button and a
// removal, the setting where Fatbobman and the swiftui-view-lifecycle project measure when lazy rows appear.
// What SwiftUI does: on a device a lazy stack makes rows near the visible area and may drop far ones (rules §1.5);
// with three short posts every row is on screen, and ObsREPL has no viewport, so here a LazyVStack behaves like a
// VStack (rules §1.5, §15.9, ObsREPL's choice). Each row lives as long as its id: mount runs three bodies and three
// onAppears; loading more makes one row; removing "Harbor" makes one onDisappear; the liked state of "Market" is kept
// across all of it (rules §1.2, §11.1).
// Sources: rules §1.2, §1.5, §2.3, §2.7, §11.1, §15.9; https://developer.apple.com/documentation/swiftui/lazyvstack;
// https://github.com/ole/swiftui-view-lifecycle
import SwiftUI

struct FeedItem: Identifiable, Equatable {
    let id: Int
    let text: String
}

struct FeedCell: View {
    let item: FeedItem
    @State private var liked = false

    var body: some View {
        let _ = print("FeedCell body: \(item.text) liked=\(liked)")
        Button(liked ? "Unlike \(item.text)" : "Like \(item.text)") { liked.toggle() }
            .onAppear { print("FeedCell appear: \(item.text)") }
            .onDisappear { print("FeedCell disappear: \(item.text)") }
    }
}

struct FeedScreen: View {
    @State private var items = [FeedItem(id: 1, text: "Sunrise"), FeedItem(id: 2, text: "Harbor"), FeedItem(id: 3, text: "Market")]
    @State private var nextID = 4

    var body: some View {
        let _ = print("FeedScreen body: \(items.count) items")
        VStack {
            ScrollView {
                LazyVStack {
                    ForEach(items) { item in
                        FeedCell(item: item)
                    }
                }
            }
            Button("Load more") {
                items.append(FeedItem(id: nextID, text: "Post \(nextID)"))
                nextID += 1
            }
            Button("Remove Harbor") {
                items.removeAll { $0.text == "Harbor" }
            }
        }
    }
}

:mount FeedScreen()
// expect: FeedScreen body: 3 items
// expect: FeedCell body: Sunrise liked=false
// expect: FeedCell body: Harbor liked=false
// expect: FeedCell body: Market liked=false
// expect: FeedCell appear: Sunrise
// expect: FeedCell appear: Harbor
// expect: FeedCell appear: Market
:tap "Like Market"
// expect: FeedCell body: Market liked=true
:tap "Load more"
// expect: FeedScreen body: 4 items
// expect: FeedCell body: Post 4 liked=false
// expect: FeedCell appear: Post 4
:tap "Remove Harbor"
// expect: FeedScreen body: 3 items
// expect: FeedCell disappear: Harbor
:tap "Unlike Market"
// expect: FeedCell body: Market liked=false
