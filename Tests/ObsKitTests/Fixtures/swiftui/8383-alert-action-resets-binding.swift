// SwiftUI from Apple's documentation: alert(_:isPresented:actions:)
// Source: developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:): isPresented:
// "A binding to a Boolean value that determines whether to present the alert. When the user presses
// or taps one of the alert's actions, the system sets this value to false and dismisses."; the
// action's closure runs when its button is tapped.
import SwiftUI

struct TrashView: View {
    @State private var showConfirm = false
    @State private var items = 3

    var body: some View {
        VStack {
            Text("\(items) items")
            Button("Empty") { showConfirm = true }
            Button("Report") { print("items \(items), showConfirm \(showConfirm)") }
        }
        .alert("Empty the trash?", isPresented: $showConfirm) {
            Button("Delete", role: .destructive) {
                print("deleting \(items)")
                items = 0
            }
            Button("Keep", role: .cancel) { print("keeping") }
        }
    }
}

:mount TrashView()
:tap "Empty"
:tap "Keep"
:tap "Report"
:tap "Empty"
:tap "Delete"
:tap "Report"

// expect: keeping
// expect: items 3, showConfirm false
// expect: deleting 3
// expect: items 0, showConfirm false
