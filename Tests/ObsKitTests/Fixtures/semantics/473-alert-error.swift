// `alert(isPresented:error:actions:message:)` (Apple's page): the title is the LocalizedError's
// errorDescription; the actions and message closures are given the error (`(E) -> A`, `(E) -> M`); with a nil
// error nothing is shown. A button closes the alert, setting the flag to false (rules §13.2).
import SwiftUI

enum SaveError: LocalizedError {
    case full
    var errorDescription: String? { "Disk full" }
    var recoverySuggestion: String? { "Free some space." }
}

struct Saver: View {
    @State private var failed = false
    @State private var error: SaveError?

    var body: some View {
        Button("Save") { error = .full; failed = true }
            .alert(isPresented: $failed, error: error) { problem in
                Button("OK \(problem.errorDescription ?? "")") { print("ok tapped") }
            } message: { problem in
                Text(problem.recoverySuggestion ?? "")
            }
            .onChange(of: failed) { print("failed", failed) }
    }
}

:mount Saver()
:tree
:tap "Save"
:tree
:tap "OK Disk full"

// expect: Saver#1
// expect:   Button "Save"  .alert .onChange
// expect: failed true
// expect: Saver#1
// expect:   Button "Save"  .alert .onChange
// expect:   Alert "Disk full" (presented)
// expect:     Button "OK Disk full"
// expect:     Text "Free some space."
// expect: ok tapped
// expect: failed false
