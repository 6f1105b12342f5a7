// Follows Apple's `SceneStorage` page (https://developer.apple.com/documentation/swiftui/scenestorage): "SceneStorage
// works very similar to State, except its initial value is restored by the system if it was previously saved, and
// the value is shared with other SceneStorage variables in the same scene."
// - Two views of one scene declare the key "compose.draft": typing into the editor's field changes the value both
//   see, so both run at each keystroke, in tree order (Apple, same page; rules §15.14, §2.8, §10.1).
// - `:type` types one character per turn, each a separate update (README; rules §10.1).
// - The parent declares no storage: its body runs once (rules §0.2).
import SwiftUI

struct ComposeScreen: View {
    var body: some View {
        let _ = print("ComposeScreen body")
        VStack {
            DraftEditor()
            DraftCounter()
        }
    }
}

struct DraftEditor: View {
    @SceneStorage("compose.draft") private var draft = ""

    var body: some View {
        let _ = print("DraftEditor body: '\(draft)'")
        TextField("Message", text: $draft)
    }
}

struct DraftCounter: View {
    @SceneStorage("compose.draft") private var draft = ""

    var body: some View {
        let _ = print("DraftCounter body: \(draft.count) characters")
        Text("\(draft.count) characters")
    }
}

:mount ComposeScreen()
// expect: ComposeScreen body
// expect: DraftEditor body: ''
// expect: DraftCounter body: 0 characters
:type "Hi" into "Message"
// expect: DraftEditor body: 'H'
// expect: DraftCounter body: 1 characters
// expect: DraftEditor body: 'Hi'
// expect: DraftCounter body: 2 characters
:clear "Message"
// expect: DraftEditor body: ''
// expect: DraftCounter body: 0 characters
