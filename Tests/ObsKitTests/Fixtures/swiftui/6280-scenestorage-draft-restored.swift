// "Keep an unsent draft with @SceneStorage": the value is restored when the scene's view is made again, and writes replace it (Apple: SceneStorage "a property wrapper type that reads and writes to persisted, per-scene storage"; README: @SceneStorage kept for the session, :remount)
import SwiftUI

struct ComposeView: View {
    @SceneStorage("compose.draft") private var draft = ""

    var body: some View {
        VStack {
            TextField("Message", text: $draft)
            Button("Send") {
                print("sending '\(draft)'")
                draft = ""
            }
        }
        .onAppear { print("compose opened with '\(draft)'") }
    }
}

:mount ComposeView()
:type "See you" into "Message"
:remount
:tap "Send"
:remount

// expect: compose opened with ''
// expect: compose opened with 'See you'
// expect: sending 'See you'
// expect: compose opened with ''
