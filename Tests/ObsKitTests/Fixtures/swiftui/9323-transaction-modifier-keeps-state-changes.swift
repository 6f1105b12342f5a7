// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/transaction(_:) (the transaction and animation modifiers change how an update is animated, not which state changes or which bodies run)
// transaction(_:) "Applies the given transaction mutation function to all animations used within the view"
// ("Use this modifier to change or replace the animation used in a view"); animation(_:value:) animates the
// view when the value changes. Both act on how a change is drawn. The state still changes when the button writes
// it, and each view whose input changed runs its body once:
// - "Expand": the card's body runs with the new flag, and the chevron (given the new flag) runs.
// - "Mark read": only the card's body runs; the chevron got the same value.
// - "Expand" again (collapse): card and chevron run again.
import SwiftUI

struct Chevron: View {
    let expanded: Bool

    var body: some View {
        let _ = print("chevron: \(expanded ? "down" : "right")")
        Image(systemName: expanded ? "chevron.down" : "chevron.right")
            .animation(.easeInOut, value: expanded)
    }
}

struct MessageCard: View {
    @State private var expanded = false
    @State private var unread = true

    var body: some View {
        let _ = print("card body: expanded \(expanded), unread \(unread)")
        VStack {
            HStack {
                Chevron(expanded: expanded)
                Text(unread ? "New message" : "Message")
            }
            .transaction { transaction in
                transaction.animation = nil
            }
            if expanded {
                Text("Lunch at noon?")
            }
            Button("Expand") { withAnimation { expanded.toggle() } }
            Button("Mark read") { unread = false }
        }
    }
}

:mount MessageCard()
// expect: card body: expanded false, unread true
// expect: chevron: right
:tap "Expand"
// expect: card body: expanded true, unread true
// expect: chevron: down
:tap "Mark read"
// expect: card body: expanded true, unread false
:tap "Expand"
// expect: card body: expanded false, unread false
// expect: chevron: right
