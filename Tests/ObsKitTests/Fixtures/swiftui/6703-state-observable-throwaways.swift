// Follows Apple's `State` page on @Observable models in @State: "A State property always instantiates its default
// value when SwiftUI instantiates the view". A compose box keeps its draft in `@State private var draft = Draft()`
// under a feed that renders again.
// - Each parent body builds ComposeView again and so runs `Draft()` again; only the first draft is installed and
//   kept, with what was typed into it (Apple `state`; rules §2.6, §3.1, §3.2, T6).
// - A throwaway draft is held only by the view value that made it; when the next parent render replaces that value
//   it deinits, after the next draft's init (rules §3.3). ComposeView's body prints nothing, so nothing here
//   depends on when its body runs.
// - The button's action reads the installed draft (rules §3.4).
import SwiftUI
import Observation

@Observable final class Draft {
    static var made = 0
    let number: Int
    var text = ""

    init() {
        Draft.made += 1
        number = Draft.made
        print("Draft #\(number) init")
    }

    deinit { print("Draft #\(number) deinit") }
}

struct ComposeView: View {
    @State private var draft = Draft()

    var body: some View {
        @Bindable var draft = draft
        VStack {
            TextField("Message", text: $draft.text)
            Button("Which draft?") { print("using draft #\(draft.number): '\(draft.text)'") }
        }
    }
}

struct FeedView: View {
    @State private var refreshes = 0

    var body: some View {
        let _ = print("FeedView body \(refreshes)")
        VStack {
            Button("Refresh") { refreshes += 1 }
            ComposeView()
        }
    }
}

:mount FeedView()
// expect: FeedView body 0
// expect: Draft #1 init
:type "hi" into "Message"
:tap "Refresh"
// expect: FeedView body 1
// expect: Draft #2 init
:tap "Refresh"
// expect: FeedView body 2
// expect: Draft #3 init
// expect: Draft #2 deinit
:tap "Which draft?"
// expect: using draft #1: 'hi'
:tap "Refresh"
// expect: FeedView body 3
// expect: Draft #4 init
// expect: Draft #3 deinit
