// rules §5: the box subscribes to the object it holds and moves its subscription only when
// the instance changes: after the swap, changes of the old object no longer re-run the child.
import SwiftUI

final class Feed: ObservableObject {
    let name: String
    @Published var count = 0
    init(name: String) { self.name = name }
}

let a = Feed(name: "a")
let b = Feed(name: "b")

struct Viewer: View {
    @ObservedObject var feed: Feed
    var body: some View {
        let _ = print("Viewer", feed.name, feed.count)
        Text(feed.name)
    }
}

struct Root: View {
    @State private var useB = false
    var body: some View {
        VStack {
            Button("Swap") { useB.toggle() }
            Viewer(feed: useB ? b : a)
        }
    }
}

:mount Root()
a.count += 1
b.count += 1
:tap "Swap"
a.count += 1
b.count += 1

// expect: Viewer a 0
// expect: Viewer a 1
// expect: Viewer b 1
// expect: Viewer b 2
