// rules §15.11: the content of `.overlay { }`, `.background { }` and `.safeAreaInset { }` is made of views drawn
// with the view they modify: it is built during the body, and its buttons can be tapped; a style
// (`.background(.blue)`) is only looks.
// Source: https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:),
// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:),
// https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:).
struct Photo391: View {
    @State private var liked = false
    var body: some View {
        Text("Photo")
            .background(.blue)
            .overlay(alignment: .topTrailing) {
                Button(liked ? "Unlike" : "Like") { liked.toggle() }
            }
            .safeAreaInset(edge: .bottom) {
                Button("Share") { print("share, liked", liked) }
            }
    }
}

:mount Photo391()
:tap "Like"
:tap "Share"

// expect: share, liked true
