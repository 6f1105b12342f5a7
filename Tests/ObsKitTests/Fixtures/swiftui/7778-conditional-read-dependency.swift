// Observation in depth: dependencies follow the last body run; a property read only inside an `if` counts while shown
// Each body run gets a new tracking scope that replaces the last (rules §8.3): while the notes are hidden the body
// does not read `notes`, so editing them runs nothing; once shown, each edit re-runs the body; hidden again, edits
// are silent again (§8).
import SwiftUI

@Observable
final class Order {
    var showNotes = false
    var notes = "No onions"
    var total = 12
}

struct OrderSummary: View {
    @State private var order = Order()

    var body: some View {
        let _ = print("summary body")
        VStack(alignment: .leading) {
            Text("Total \(order.total) EUR")
            if order.showNotes {
                Text(order.notes)
                    .foregroundStyle(.secondary)
            }
            Button("Toggle notes") { order.showNotes.toggle() }
            Button("Edit notes") { order.notes += ", extra cheese" }
        }
    }
}

:mount OrderSummary()
// expect: summary body
:tap "Edit notes"
:tap "Toggle notes"
// expect: summary body
:tap "Edit notes"
// expect: summary body
:tap "Toggle notes"
// expect: summary body
:tap "Edit notes"
