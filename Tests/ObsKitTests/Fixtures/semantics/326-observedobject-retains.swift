// rules §5 (retention): the node keeps an @ObservedObject's object alive until it updates to
// another object or dies; "@ObservedObject doesn't retain" is inaccurate.
import SwiftUI

final class Feed: ObservableObject {
    @Published var count = 0
    deinit { print("Feed.deinit") }
}

struct Viewer: View {
    @ObservedObject var feed: Feed
    var body: some View {
        let _ = print("Viewer body", feed.count)
        Button("Inc") { feed.count += 1 }
    }
}

var holder: Feed? = Feed()
:mount Viewer(feed: holder!)
holder = nil
print("holder released")
:tap "Inc"
:unmount
print("after unmount")

// expect: Viewer body 0
// expect: holder released
// expect: Viewer body 1
// expect: Feed.deinit
// expect: after unmount
