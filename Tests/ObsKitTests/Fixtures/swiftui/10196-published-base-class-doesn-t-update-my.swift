// stack-overflow style: "@Published in a base class doesn't update my view" (fixed in iOS 14.5) — a subclass shares its base class's objectWillChange, so the base's isLoading and the subclass's posts both re-render the view; a refresh that sets them three times in one action is one body (rules §6.4, §6.1, §10.1, T11)
import SwiftUI

class BaseModel: ObservableObject {
    @Published var isLoading = false
}

final class FeedModel: BaseModel {
    @Published var posts: [String] = []

    func refresh() {
        isLoading = true
        posts.append("post \(posts.count + 1)")
        isLoading = false
    }
}

struct FeedView: View {
    @StateObject private var feed = FeedModel()

    var body: some View {
        let _ = print("FeedView body: loading=\(feed.isLoading) posts=\(feed.posts.count)")
        VStack {
            Button("Refresh") { feed.refresh() }
            Button("Spin") { feed.isLoading = true }
        }
    }
}

:mount FeedView()
// expect: FeedView body: loading=false posts=0
:tap "Refresh"
// expect: FeedView body: loading=false posts=1
:tap "Spin"
// expect: FeedView body: loading=true posts=1
