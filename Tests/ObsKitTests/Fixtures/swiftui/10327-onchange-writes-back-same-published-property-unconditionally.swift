// forms and editing style, PITFALL on purpose: onChange writes back the same @Published property unconditionally (lowercasing); an upper-case keystroke changes it twice, and because @Published publishes even an equal write, every write-back runs the body once more (rules §6.3, §6.5, §10.1)
import SwiftUI

final class TagDraft: ObservableObject {
    @Published var tag = ""
}

struct TagField: View {
    @StateObject private var draft = TagDraft()

    var body: some View {
        let _ = print("TagField body: '\(draft.tag)'")
        Form {
            TextField("Tag", text: $draft.tag)
                .onChange(of: draft.tag) { oldValue, newValue in
                    print("onChange '\(oldValue)' -> '\(newValue)'")
                    draft.tag = newValue.lowercased()
                }
        }
    }
}

:mount TagField()
// expect: TagField body: ''
:type "S" into "Tag"
// expect: TagField body: 'S'
// expect: onChange '' -> 'S'
// expect: TagField body: 's'
// expect: onChange 'S' -> 's'
// expect: TagField body: 's'
:type "w" into "Tag"
// expect: TagField body: 'sw'
// expect: onChange 's' -> 'sw'
// expect: TagField body: 'sw'
