// VALID: a local @Bindable in body that shadows the @State property of the same name (as Apple's docs do)
// Written by an outside author (stop 28 corpus of near misses the compiler accepts, file 7094); expected output from the rules (docs/rules.md).
import SwiftUI
import Observation

@Observable
final class Draft {
    var title = ""
    var tags = ["swift", "ui"]
}

struct Editor: View {
    @State private var draft = Draft()

    var body: some View {
        @Bindable var draft = draft
        VStack {
            TextField("Title", text: $draft.title)
            ForEach(draft.tags, id: \.self) { tag in
                Text("#\(tag)")
            }
            Button("Save") {
                print("saving '\(draft.title)' with \(draft.tags.count) tags")
            }
        }
    }
}

:mount Editor()
:type "Hi" into "Title"
:tap "Save"

// expect: saving 'Hi' with 2 tags
