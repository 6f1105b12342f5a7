// Apple docs `PreferenceKey` / `onPreferenceChange(_:perform:)` style: a child reports its folder name up the tree; the parent stores it in @State when it changes.
// Apple `preferencekey`: a child sets a value with `.preference(key:value:)`; an ancestor reads the combined value
// with `onPreferenceChange`, whose action runs when the value changes (rules §15.23). Whether the first value is
// reported at mount is not documented: the action prints only when the value differs from what the parent already
// shows, and the first value equals it, so the output is the same either way. The action's write re-runs the
// parent's body, which reads `shownTitle` (rules §3.4). FolderPicker sets the key last in the VStack, so it wins
// under `reduce` (last value). Choosing the same folder again changes nothing.
import SwiftUI

struct ScreenTitleKey: PreferenceKey {
    static let defaultValue = "Untitled"

    static func reduce(value: inout String, nextValue: () -> String) {
        value = nextValue()
    }
}

struct FolderPicker: View {
    @State private var folder = "Inbox"

    var body: some View {
        VStack {
            Button("Archive") { folder = "Archive" }
            Button("Sent") { folder = "Sent" }
        }
        .preference(key: ScreenTitleKey.self, value: folder)
    }
}

struct MailRoot: View {
    @State private var shownTitle = "Inbox"

    var body: some View {
        let _ = print("MailRoot body, title \(shownTitle)")
        VStack {
            Text(shownTitle)
            FolderPicker()
        }
        .onPreferenceChange(ScreenTitleKey.self) { newTitle in
            if newTitle != shownTitle {
                print("title -> \(newTitle)")
                shownTitle = newTitle
            }
        }
    }
}

:mount MailRoot()
// expect: MailRoot body, title Inbox
:tap "Archive"
// expect: title -> Archive
// expect: MailRoot body, title Archive
:tap "Archive"
:tap "Sent"
// expect: title -> Sent
// expect: MailRoot body, title Sent
