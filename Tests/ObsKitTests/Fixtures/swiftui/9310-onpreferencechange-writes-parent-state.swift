// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:) (a child's preference stored in the parent's @State: the parent's body runs again with it)
// onPreferenceChange(_:perform:) runs its action "when the specified preference key's value changes", with the
// new value. Storing it in @State is a state change like any other: the parent's body runs again and reads it.
// The child does not read the parent's title, and nothing it was given changed, so its body does not run then.
// - Mount: the parent's first body sees "" (the state's initial value); the child's body reports "Inbox";
//   the action stores it and the parent's body runs again with "Inbox".
// - "Open Archive" changes the child's own state: its body runs first, reports "Archive", and the parent's
//   body runs again with the new title.
import SwiftUI

struct FolderTitleKey: PreferenceKey {
    static let defaultValue = ""

    static func reduce(value: inout String, nextValue: () -> String) {
        value = nextValue()
    }
}

struct FolderPane: View {
    @State private var folder = "Inbox"

    var body: some View {
        let _ = print("pane body: \(folder)")
        VStack {
            Text("Messages in \(folder)")
            Button("Open Archive") { folder = "Archive" }
        }
        .preference(key: FolderTitleKey.self, value: folder)
    }
}

struct MailWindow: View {
    @State private var windowTitle = ""

    var body: some View {
        let _ = print("window body: title \"\(windowTitle)\"")
        VStack {
            Text(windowTitle)
            FolderPane()
        }
        .onPreferenceChange(FolderTitleKey.self) { title in
            windowTitle = title
        }
    }
}

:mount MailWindow()
// expect: window body: title ""
// expect: pane body: Inbox
// expect: window body: title "Inbox"
:tap "Open Archive"
// expect: pane body: Archive
// expect: window body: title "Archive"
