// Navigation in apps: a mail client's two-column NavigationSplitView as it runs on an iPhone, collapsed into a stack.
// The sidebar shows first; tapping a row of `List(selection:)` sets the selection and pushes the detail column (rules §15.7,
// Apple `navigationsplitview`). The split view's column builders run in the root's body, which reads `selected`, so it runs at
// each change (rules §2.6, §3.5). Going back clears the selection (rules §15.7); push and pop hide and show as in a stack (rules §14.3).
// Order corrected (2026-12-02, rules §11.1): appearance effects run innermost first, and after a push or a pop appearances come before disappearances. This supersedes what the header above says of the order.
import SwiftUI

struct FolderDetail: View {
    let name: String
    var body: some View {
        let _ = print("FolderDetail body \(name)")
        Text("Messages in \(name)")
            .onAppear { print("folder appear: \(name)") }
            .onDisappear { print("folder disappear: \(name)") }
    }
}

struct MailSplit: View {
    @State private var selected: String?
    let folders = ["Inbox", "Work", "Archive"]

    var body: some View {
        let _ = print("MailSplit body, selected: \(selected ?? "none")")
        NavigationSplitView {
            List(folders, id: \.self, selection: $selected) { folder in
                Text(folder)
            }
            .navigationTitle("Mailboxes")
            .onAppear { print("sidebar appear") }
            .onDisappear { print("sidebar disappear") }
        } detail: {
            if let selected {
                FolderDetail(name: selected)
            } else {
                Text("Pick a mailbox")
            }
        }
    }
}

:mount MailSplit()
// expect: MailSplit body, selected: none
// expect: sidebar appear
:tap "Work"
// expect: MailSplit body, selected: Work
// expect: FolderDetail body Work
// expect: folder appear: Work
// expect: sidebar disappear
:back
// expect: MailSplit body, selected: none
// expect: sidebar appear
// expect: folder disappear: Work
