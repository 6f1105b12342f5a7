// Issue 13 (B), toolbar content is rendered and tappable: inside a NavigationStack, `.toolbar { ToolbarItem
// ... }` puts its buttons in the navigation bar (or the bottom bar), and a tap runs the action like any
// button. The toolbar builder is not escaping: it is built during the body of the view it modifies.
// Source: https://developer.apple.com/documentation/swiftui/view/toolbar(content:),
// https://developer.apple.com/documentation/swiftui/toolbaritem,
// https://developer.apple.com/documentation/swiftui/toolbaritemgroup. Rules §3, §12.
import SwiftUI

struct Inbox: View {
    @State private var drafts = 0
    @State private var archived = false

    var body: some View {
        let _ = Self._printChanges()
        NavigationStack {
            Text(archived ? "Archived" : "\(drafts) drafts")
                .navigationTitle("Inbox")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Compose") {
                            drafts += 1
                            print("compose, drafts:", drafts)
                        }
                    }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Archive") { archived = true }
                        Spacer()
                        Button("Restore") { archived = false }
                    }
                }
        }
    }
}

:mount Inbox()
:tap "Compose"
:tap "Archive"
:tap "Archive"
:tap "Restore"

// expect: Inbox: @self, @identity, _drafts, _archived changed.
// expect: compose, drafts: 1
// expect: Inbox: _drafts changed.
// expect: Inbox: _archived changed.
// expect: Inbox: _archived changed.
