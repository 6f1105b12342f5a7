// rules §11, §3: the optional-@State + onAppear pattern: the model is made in onAppear, after
// the first update, and the write re-runs the body.
// note: assumes a turn runs until the graph is quiet (flush, callbacks, flush again), so the
// second body prints before the next turn; DESIGN only says "flush, then appearance callbacks".
import SwiftUI
import Observation

@Observable final class Content {
    init() { print("Content.init") }
}

struct Screen: View {
    @State private var content: Content?
    var body: some View {
        let _ = print("body, loaded:", content != nil)
        Text("screen")
            .onAppear {
                if content == nil { content = Content() }
            }
    }
}

:mount Screen()
print("next turn")

// expect: body, loaded: false
// expect: Content.init
// expect: body, loaded: true
// expect: next turn
