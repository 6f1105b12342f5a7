// Clearing browsing history with a confirmation dialog whose button has the same title as the button that opens it,
// as in Apple's `confirmationDialog(_:isPresented:titleVisibility:actions:)` example (own names and code).
// What SwiftUI does: a confirmation dialog is built like an alert: its actions closure runs during the body at every
// render (rules §15.11, §13.2, §8.6), and a standard Cancel is added since no button has the `.cancel` role (rules
// §15.11). Opening it runs no body (rules §8.7). While it is up only its buttons can be tapped, so the second
// `:tap "Clear History"` is the dialog's destructive button (rules §15.11); it empties the list: one body.
// Sources: rules §3.5, §8.6, §8.7, §13.2, §15.11;
// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)
import SwiftUI

struct BrowsingHistoryView: View {
    @State private var visits = ["apple.com", "swift.org", "example.com"]
    @State private var isShowingDialog = false

    var body: some View {
        let _ = print("BrowsingHistoryView body: \(visits.count) visits")
        VStack {
            ForEach(visits, id: \.self) { site in
                Text(site)
            }
            Button("Clear History") {
                isShowingDialog = true
            }
        }
        .confirmationDialog(
            "Clear all browsing history?",
            isPresented: $isShowingDialog,
            titleVisibility: .visible
        ) {
            let _ = print("dialog actions built")
            Button("Clear History", role: .destructive) {
                print("clearing \(visits.count) visits")
                visits.removeAll()
            }
        }
    }
}

:mount BrowsingHistoryView()
// expect: BrowsingHistoryView body: 3 visits
// expect: dialog actions built
:tap "Clear History"
:tap "Cancel"
:tap "Clear History"
:tap "Clear History"
// expect: clearing 3 visits
// expect: BrowsingHistoryView body: 0 visits
// expect: dialog actions built
