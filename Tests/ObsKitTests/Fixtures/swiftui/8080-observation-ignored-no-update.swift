// SwiftUI from Apple's documentation: changing an @ObservationIgnored property re-runs no body; the next tracked change shows it
// Apple, ObservationIgnored() (https://developer.apple.com/documentation/observation/observationignored()): "Disables observation
// tracking of a property ... To prevent observation of an accessible property, attach the ObservationIgnored macro to the
// property." The body reads both properties, but only `visits` is tracked.
import SwiftUI

@Observable
final class Visitor {
    var visits = 0
    @ObservationIgnored var lastSeen = "never"
}

struct VisitorView: View {
    @State private var visitor = Visitor()
    var body: some View {
        let _ = print("VisitorView body: \(visitor.visits) visits, last \(visitor.lastSeen)")
        VStack {
            Text("\(visitor.visits)")
            Button("Seen") { visitor.lastSeen = "today" }
            Button("Visit") { visitor.visits += 1 }
        }
    }
}

:mount VisitorView()
// expect: VisitorView body: 0 visits, last never
:tap "Seen"
:tap "Visit"
// expect: VisitorView body: 1 visits, last today
