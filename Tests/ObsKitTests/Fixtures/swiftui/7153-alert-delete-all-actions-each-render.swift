// Drafts screen with a "Delete All" button guarded by an alert, in the shape of Apple's example for
// `alert(_:isPresented:actions:message:)` (own names and code).
// What SwiftUI does: the alert's `actions` and `message` closures are not escaping, so SwiftUI calls them while the
// screen's body runs, at every render, whether the alert is shown or not (rules §8.4, §8.6, §13.2): "alert actions
// built" follows every body line. Showing the alert only writes the presentation flag, which the body never reads
// (`$isConfirmingDelete` is not a read), so no body runs (rules §3.5, §8.7). A tap on an alert button runs its action
// and sets `isPresented` back to false (rules §13.2); "Cancel" changes nothing the body reads, "Delete" empties the
// list, so the body runs once more, and the actions closure with it (rules §10.1).
// Sources: rules §3.5, §8.4, §8.6, §8.7, §10.1, §13.2;
// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)
import SwiftUI

struct DraftsScreen: View {
    @State private var drafts = ["Grocery list", "Trip plan"]
    @State private var isConfirmingDelete = false

    var body: some View {
        let _ = print("DraftsScreen body: \(drafts.count) drafts")
        VStack {
            ForEach(drafts, id: \.self) { draft in
                Text(draft)
            }
            Button("Delete All") {
                isConfirmingDelete = true
            }
        }
        .alert("Delete all drafts?", isPresented: $isConfirmingDelete) {
            let _ = print("alert actions built")
            Button("Delete", role: .destructive) {
                print("deleting \(drafts.count) drafts")
                drafts.removeAll()
            }
            Button("Cancel", role: .cancel) {
                print("kept the drafts")
            }
        } message: {
            Text("You can't undo this action.")
        }
    }
}

:mount DraftsScreen()
// expect: DraftsScreen body: 2 drafts
// expect: alert actions built
:tap "Delete All"
:tap "Cancel"
// expect: kept the drafts
:tap "Delete All"
:tap "Delete"
// expect: deleting 2 drafts
// expect: DraftsScreen body: 0 drafts
// expect: alert actions built
