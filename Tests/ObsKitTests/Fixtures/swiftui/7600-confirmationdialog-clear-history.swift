// Follows Apple's confirmationDialog(_:isPresented:titleVisibility:actions:) (https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)): a "Clear History" button confirmed by a dialog with a destructive action
// What SwiftUI does: setting the flag presents the dialog; its actions are built like an alert's (rules §13.2,
// §15.11); a dialog with no `.cancel` button gets a standard Cancel. Tapping any of its buttons runs the
// button's action and dismisses it, setting the flag back to false (Apple's page). While it is up it is
// modal (rules §15.11), so `:tap "Clear History"` reaches the dialog's button of that name, not the one
// that opened it. `:dismiss` cancels it. `onChange` prints each move of the flag, after the tap's action.
// Sources: Apple `view/confirmationdialog(_:ispresented:titlevisibility:actions:)`; rules §13.2, §15.11.
import SwiftUI

struct ClearHistoryButton: View {
    @State private var isShowingDialog = false
    @State private var visits = ["apple.com", "swift.org", "example.com"]

    var body: some View {
        VStack {
            Text("\(visits.count) visits")
            Button("Clear History") {
                isShowingDialog = true
            }
            .confirmationDialog(
                "Permanently clear your browsing history?",
                isPresented: $isShowingDialog,
                titleVisibility: .visible
            ) {
                Button("Clear History", role: .destructive) {
                    print("history cleared (\(visits.count) visits)")
                    visits.removeAll()
                }
            }
        }
        .onChange(of: isShowingDialog) { _, shown in
            print("dialog shown: \(shown)")
        }
    }
}

:mount ClearHistoryButton()
:tap "Clear History"
// expect: dialog shown: true
:tap "Cancel"
// expect: dialog shown: false
:tap "Clear History"
// expect: dialog shown: true
:tap "Clear History"
// expect: history cleared (3 visits)
// expect: dialog shown: false
:tap "Clear History"
// expect: dialog shown: true
:dismiss
// expect: dialog shown: false
