// SwiftUI from Apple's documentation: alert(_:item:actions:) shows while the optional is non-nil; an action sets it to nil
// Apple, alert(_:item:actions:) (https://developer.apple.com/documentation/swiftui/view/alert(_:item:actions:)): data: "A
// binding to optional source of truth for the alert. The system presents the alert when the binding's value is non-nil.
// When the user presses or taps one of the alert's actions, the system sets this value to nil and dismisses. The system
// passes the contents to the modifier's closures."
import SwiftUI

struct Conflict: Identifiable {
    let id = 1
    let file: String
}

struct SyncView: View {
    @State private var conflict: Conflict?
    var body: some View {
        VStack {
            Button("Sync") { conflict = Conflict(file: "a.txt") }
            Button("Check") { print(conflict == nil ? "conflict cleared" : "conflict pending") }
        }
        .alert(Text("Sync conflict"), item: $conflict) { conflict in
            Button("Keep mine") { print("keeping \(conflict.file)") }
        }
    }
}

:mount SyncView()
:tap "Sync"
:tap "Keep mine"
:tap "Check"
// expect: keeping a.txt
// expect: conflict cleared
