// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/scenestorage (SceneStorage works like State, starts from its default when nothing was saved, and its value is shared with other SceneStorage variables of the same key in the same scene)
import SwiftUI

struct DraftEditor: View {
    @SceneStorage("draft") private var draft = "empty"

    var body: some View {
        Button("Write draft") { draft = "Dear Sam" }
    }
}

struct DraftStatus: View {
    @SceneStorage("draft") private var draft = "empty"

    var body: some View {
        Button("Show draft") { print("draft is \(draft)") }
    }
}

struct MailScene: View {
    var body: some View {
        VStack {
            DraftEditor()
            DraftStatus()
        }
    }
}

:mount MailScene()
:tap "Show draft"
:tap "Write draft"
:tap "Show draft"
// expect: draft is empty
// expect: draft is Dear Sam
