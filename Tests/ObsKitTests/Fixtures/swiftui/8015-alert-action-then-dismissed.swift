// SwiftUI from Apple's documentation: tapping an alert's action runs it, and the system sets the isPresented binding back to false
// Apple, View.alert(_:isPresented:actions:) (https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-3200l):
// "isPresented: A binding to a Boolean value that determines whether to present the alert. When the user presses or taps one of the
// alert's actions, the system sets this value to false and dismisses." The action's own write and the system's `false` land in one
// update: the body runs once, after the action, with both changes.
import SwiftUI

struct DraftsView: View {
    @State private var drafts = 2
    @State private var confirming = false

    var body: some View {
        let _ = print("DraftsView body: \(drafts) drafts, confirming \(confirming)")
        Button("Delete a draft") { confirming = true }
            .alert("Delete draft?", isPresented: $confirming) {
                Button("Delete", role: .destructive) {
                    print("deleting")
                    drafts -= 1
                }
                Button("Keep", role: .cancel) { print("kept") }
            }
    }
}

:mount DraftsView()
// expect: DraftsView body: 2 drafts, confirming false
:tap "Delete a draft"
// expect: DraftsView body: 2 drafts, confirming true
:tap "Delete"
// expect: deleting
// expect: DraftsView body: 1 drafts, confirming false
:tap "Delete a draft"
// expect: DraftsView body: 1 drafts, confirming true
:tap "Keep"
// expect: kept
// expect: DraftsView body: 1 drafts, confirming false
