// Issue 13 (B), `interactiveDismissDisabled()`: inside a sheet it stops the swipe that would dismiss it, so
// only the sheet's own buttons can close it. In ObsREPL `:dismiss` on such a sheet is an error (message
// proposed here); `dismiss()` from the sheet still works.
// Source: https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
// ("Conditionally prevents interactive dismissal of presentations like popovers, sheets, and inspectors").
// Rules §13.
import SwiftUI

struct Terms: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Accept") {
            print("accepted")
            dismiss()
        }
        .interactiveDismissDisabled()
    }
}

struct Signup: View {
    @State private var showingTerms = false
    var body: some View {
        Button("Read terms") { showingTerms = true }
            .sheet(isPresented: $showingTerms, onDismiss: { print("terms closed") }) {
                Terms()
            }
    }
}

:mount Signup()
:tap "Read terms"
:tap "Accept"
:tap "Read terms"
:dismiss

// expect: accepted
// expect: terms closed
// expect-error: this sheet can't be dismissed by a swipe: interactiveDismissDisabled
