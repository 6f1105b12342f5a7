// Issue 13 (B), toolbar without a navigation container: on iPhone, toolbar items placed in the navigation
// bar (the default placement, `.topBarTrailing`, `.principal`...) only appear when the view is inside a
// NavigationStack (or NavigationView); without one there is no bar and the button can't be tapped.
// Source: https://developer.apple.com/documentation/swiftui/toolbaritemplacement (placements "in the
// navigation bar"). Not stated outright by Apple: the absence of the bar outside a navigation container is
// community-observed (the common "toolbar doesn't show" question); the project assumes it for iOS.
import SwiftUI

struct Notes: View {
    var body: some View {
        VStack {
            Text("No notes")
            Button("Refresh") { print("refresh") }
        }
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("New Note") { print("new note") }
            }
        }
    }
}

:mount Notes()
:tap "Refresh"
:tap "New Note"

// expect: refresh
// expect-error: no visible button labelled "New Note"
