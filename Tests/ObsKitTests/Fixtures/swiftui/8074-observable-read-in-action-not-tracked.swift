// SwiftUI from Apple's documentation: a property read only inside a button action is not a dependency of the body
// Apple, Managing model data in your app (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app):
// "A view forms a dependency on an observable data model object ... when the view's body property reads a property of the
// object." An action runs later, outside body, so `drafts` is never tracked: changing it re-runs nothing; `label` is tracked.
import SwiftUI

@Observable
final class Outbox {
    var label = "Outbox"
    var drafts = 0
}

struct OutboxView: View {
    @State private var outbox = Outbox()
    var body: some View {
        let _ = print("OutboxView body: \(outbox.label)")
        VStack {
            Text(outbox.label)
            Button("New draft") { outbox.drafts += 1 }
            Button("Count") { print("drafts: \(outbox.drafts)") }
            Button("Relabel") { outbox.label = "Sent" }
        }
    }
}

:mount OutboxView()
// expect: OutboxView body: Outbox
:tap "New draft"
:tap "New draft"
:tap "Count"
// expect: drafts: 2
:tap "Relabel"
// expect: OutboxView body: Sent
