// Follows Apple's page "alert(_:isPresented:actions:message:)"
// (developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)): confirming "Discard All"
// in a drafts list, with a destructive action, a cancel action and a message.
// - Presenting the alert sets a @State flag that the body never reads (it only makes $isConfirmingDiscard), so no
//   body runs when the alert comes up (rules §3.5, §8.7).
// - While the alert is up, only its buttons can be used (an alert is modal; rules §15.11).
// - "All actions in an alert dismiss the alert after the action runs" (Apple's page); the cancel action changes
//   nothing observed, so no body runs; the destructive one empties the @Published array, and the view that owns
//   the store as @StateObject runs once (rules §6.5, §10.1). Each action reads the store's live value.
// - Nothing prints inside the actions or message builders: they are built in the parent's body (rules §13.2, §8.6)
//   and how often they are built is not what this page documents.
import SwiftUI

final class DraftStore: ObservableObject {
    @Published var drafts = ["Trip notes", "Grocery ideas", "Reply to Sam"]

    func discardAll() {
        drafts.removeAll()
    }
}

struct DraftsView: View {
    @StateObject private var store = DraftStore()
    @State private var isConfirmingDiscard = false

    var body: some View {
        let _ = print("DraftsView body, \(store.drafts.count) drafts")
        List {
            ForEach(store.drafts, id: \.self) { draft in
                Text(draft)
            }
            Button("Discard All", role: .destructive) {
                isConfirmingDiscard = true
            }
        }
        .alert("Discard all drafts?", isPresented: $isConfirmingDiscard) {
            Button("Discard", role: .destructive) {
                print("discarding \(store.drafts.count) drafts")
                store.discardAll()
            }
            Button("Keep", role: .cancel) {
                print("keeping \(store.drafts.count) drafts")
            }
        } message: {
            Text("\(store.drafts.count) drafts will be deleted. You can't undo this action.")
        }
    }
}

:mount DraftsView()
// expect: DraftsView body, 3 drafts
:tap "Discard All"
:tap "Keep"
// expect: keeping 3 drafts
:tap "Discard All"
:tap "Discard"
// expect: discarding 3 drafts
// expect: DraftsView body, 0 drafts
