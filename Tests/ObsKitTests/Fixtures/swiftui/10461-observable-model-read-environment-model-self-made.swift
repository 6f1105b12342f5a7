// environment and custom wrappers style: an @Observable model read with @Environment(Model.self) and made bindable in the body with a local @Bindable, as Apple's Bindable page shows; making $draft.displayName reads the name, so the editor runs at each keystroke with the preview, and the bio line that reads only bio stays put (rules §8.5, §14.2, §8.1)
import SwiftUI

@Observable
final class ProfileDraft {
    var displayName = "kit"
    var bio = "hello"
}

struct NameEditor: View {
    @Environment(ProfileDraft.self) private var draft

    var body: some View {
        @Bindable var draft = draft
        let _ = print("NameEditor body")
        TextField("Display name", text: $draft.displayName)
    }
}

struct NamePreview: View {
    @Environment(ProfileDraft.self) private var draft

    var body: some View {
        let _ = print("NamePreview body: \(draft.displayName)")
        Text(draft.displayName)
    }
}

struct BioLine: View {
    @Environment(ProfileDraft.self) private var draft

    var body: some View {
        let _ = print("BioLine body: \(draft.bio)")
        Text(draft.bio)
    }
}

struct ProfileEditorScreen: View {
    @State private var draft = ProfileDraft()

    var body: some View {
        VStack {
            NameEditor()
            NamePreview()
            BioLine()
        }
        .environment(draft)
    }
}

:mount ProfileEditorScreen()
// expect: NameEditor body
// expect: NamePreview body: kit
// expect: BioLine body: hello
:type "s!" into "Display name"
// expect: NameEditor body
// expect: NamePreview body: kits
// expect: NameEditor body
// expect: NamePreview body: kits!
