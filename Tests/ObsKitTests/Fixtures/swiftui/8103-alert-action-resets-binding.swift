// SwiftUI from Apple's documentation: any alert action runs, then the alert's binding is set back to false
// Apple, alert(_:isPresented:actions:) (https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-1bkka):
// isPresented: "A binding to a Boolean value that determines whether to present the alert. When the user presses or taps one of
// the alert's actions, the system sets this value to false and dismisses." The body reads the flag, so it runs again each time.
import SwiftUI

struct TrashView: View {
    @State private var confirming = false
    @State private var files = 3
    var body: some View {
        let _ = print("TrashView body: \(files) files, confirming \(confirming)")
        Button("Empty trash") { confirming = true }
            .alert("Delete all?", isPresented: $confirming) {
                Button("Delete", role: .destructive) {
                    files = 0
                    print("deleting")
                }
                Button("Keep", role: .cancel) { print("keeping") }
            }
    }
}

:mount TrashView()
// expect: TrashView body: 3 files, confirming false
:tap "Empty trash"
// expect: TrashView body: 3 files, confirming true
:tap "Keep"
// expect: keeping
// expect: TrashView body: 3 files, confirming false
:tap "Empty trash"
// expect: TrashView body: 3 files, confirming true
:tap "Delete"
// expect: deleting
// expect: TrashView body: 0 files, confirming false
