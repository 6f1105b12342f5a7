// Follows Apple's `ButtonRole` page (https://developer.apple.com/documentation/swiftui/buttonrole): a role
// describes a button's purpose; `.destructive` "indicates a destructive button, for example, a button that deletes
// user data"; `.cancel` "indicates a button that cancels an operation". Own code: discarding a draft, confirmed in
// an alert with a destructive and a cancel button.
// - A role changes how a button looks and where the system puts it, not what a tap does: each button runs its
//   own action (Apple `buttonrole`, `button`). "All actions in an alert dismiss the alert after the action runs"
//   (Apple `view/alert(_:ispresented:actions:)`); the cancel button's action runs too (rules §13.2: a tap sets
//   `isPresented` to false).
// - The body reads `draft`, never `confirmDiscard` (it only makes `$confirmDiscard`): showing and hiding the alert
//   runs no body (rules §3.5, §8.7). Discard writes `draft`: its line, then one body (rules §0.3, §10.1).
import SwiftUI

struct DraftView: View {
    @State private var draft = "Meet at noon"
    @State private var confirmDiscard = false

    var body: some View {
        let _ = print("DraftView body: '\(draft)'")
        VStack {
            Text(draft.isEmpty ? "No draft" : draft)
            Button("Discard Draft", role: .destructive) {
                confirmDiscard = true
            }
        }
        .alert("Discard this draft?", isPresented: $confirmDiscard) {
            Button("Discard", role: .destructive) {
                draft = ""
                print("discarded")
            }
            Button("Keep Editing", role: .cancel) {
                print("kept")
            }
        } message: {
            Text("You can't undo this.")
        }
    }
}

:mount DraftView()
// expect: DraftView body: 'Meet at noon'
:tap "Discard Draft"
:tap "Keep Editing"
// expect: kept
:tap "Discard Draft"
:tap "Discard"
// expect: discarded
// expect: DraftView body: ''
