// Style: forum question. "My view doesn't even use the router in its body, only in a button, yet the app crashes as soon as it appears."
// A non-optional `@Environment(Router.self)` with no `.environment(router)` above is a fatal error raised where SwiftUI looks the object up,
// when the property updates, before the body runs, read or not (rules §14.2; the message names environmentObject(_:) even for an @Observable
// model). Unlike @EnvironmentObject (rules §14.1, T16), declaring it unread is already fatal. The parent's body runs first (rules §2.8).
import SwiftUI

@Observable
final class Router {
    var path: [String] = []
}

struct DetailButton: View {
    @Environment(Router.self) private var router

    var body: some View {
        let _ = print("DetailButton body")
        Button("Show details") { router.path.append("details") }
    }
}

struct Home: View {
    var body: some View {
        let _ = print("Home body")
        VStack {
            Text("Welcome")
            DetailButton()
        }
    }
}

:mount Home()
// expect: Home body
// expect-error: No Observable object of type Router found. A View.environmentObject(_:) for Router may be missing as an ancestor of this view.
