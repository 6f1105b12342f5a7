// The deprecated presentation forms still in the iOS 18 SDK: `alert(isPresented:content:)` returning an
// `Alert(title:message:primaryButton:secondaryButton:)`, and `actionSheet(isPresented:content:)` returning an
// `ActionSheet(title:message:buttons:)` (Apple `view/alert(ispresented:content:)`, `alert`, `alert/button`,
// `view/actionsheet(ispresented:content:)`, `actionsheet`).
// - The content closure is not escaping: it runs in the parent's body while the flag is true (rules §13.2), so the
//   body that reads `count` is the one that shows it in the title.
// - A button's tap runs its action, then the flag goes back to false (Apple: "the system sets isPresented to false
//   when the user taps a button"; rules §13.2), which runs the parent's body again, as the body reads the flag
//   through the modifier's binding only (§3.5: making `$flag` is not a read; the modifier re-renders the last output).
// - `Alert.Button.cancel()` is labelled "Cancel"; an `ActionSheet` on iPhone is a confirmation dialog of its buttons.
import SwiftUI

struct Inbox: View {
    @State private var confirmDelete = false
    @State private var showOptions = false
    @State private var count = 3

    var body: some View {
        let _ = print("Inbox body, \(count) messages")
        VStack {
            Button("Delete All") { confirmDelete = true }
            Button("Options") { showOptions = true }
        }
        .alert(isPresented: $confirmDelete) {
            Alert(title: Text("Delete \(count) messages?"), message: Text("This cannot be undone."),
                  primaryButton: .destructive(Text("Delete")) { count = 0 },
                  secondaryButton: .cancel())
        }
        .actionSheet(isPresented: $showOptions) {
            ActionSheet(title: Text("Options"), buttons: [
                .default(Text("Mark Read")) { print("marked \(count) read") },
                .cancel(),
            ])
        }
    }
}

:mount Inbox()
// expect: Inbox body, 3 messages
:tap "Delete All"
:tap "Cancel"
:tap "Delete All"
:tap "Delete"
// expect: Inbox body, 0 messages
:tap "Options"
:tap "Mark Read"
// expect: marked 0 read
:tap "Options"
:tap "Cancel"
