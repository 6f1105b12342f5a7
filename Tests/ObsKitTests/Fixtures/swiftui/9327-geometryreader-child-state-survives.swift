// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/geometryreader/init(content:) (a view with its own @State inside a GeometryReader keeps it while the parent re-renders)
// GeometryReader.init(content:) takes a closure from the proxy to the content; the content is an ordinary view
// at a stable place in the tree, so its @State lives as long as it stays there (State: SwiftUI "manages the
// property's storage" for the view's lifetime). A parent state change re-runs the parent and the reader's
// content, and passes the new label down; the counter keeps its count. Its onAppear runs once.
// - "Like" twice: the counter's own body runs with 1, then 2.
// - "Rename": the counter gets a new title, and still shows 2 likes.
import SwiftUI

struct LikeCounter: View {
    let title: String
    @State private var likes = 0

    var body: some View {
        let _ = print("\(title): \(likes) likes")
        Button("Like") { likes += 1 }
            .onAppear { print("counter appears") }
    }
}

struct PhotoCard: View {
    @State private var title = "Sunset"

    var body: some View {
        VStack {
            GeometryReader { _ in
                LikeCounter(title: title)
            }
            Button("Rename") { title = "Dusk" }
        }
    }
}

:mount PhotoCard()
// expect: Sunset: 0 likes
// expect: counter appears
:tap "Like"
// expect: Sunset: 1 likes
:tap "Like"
// expect: Sunset: 2 likes
:tap "Rename"
// expect: Dusk: 2 likes
