// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/managing-user-interface-state (a view's @State lives as long as the view: shown again, it starts over)
// "Don't use state properties for persistent storage because the life cycle of state variables mirrors the view life
// cycle." The panel counts taps in its own @State; hiding it removes it, showing it makes a new one at 0.
// - onAppear runs after the update that inserts the panel, onDisappear after the one that removes it
//   (https://developer.apple.com/documentation/swiftui/view/onappear(perform:),
//   https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)).
import SwiftUI

struct DetailPanel: View {
    @State private var taps = 0

    var body: some View {
        let _ = print("panel body: \(taps)")
        Button("Count \(taps)") { taps += 1 }
            .onAppear { print("panel appeared") }
            .onDisappear { print("panel disappeared") }
    }
}

struct DetailsScreen: View {
    @State private var showDetails = false

    var body: some View {
        VStack {
            Toggle("Show details", isOn: $showDetails)
            if showDetails {
                DetailPanel()
            }
        }
    }
}

:mount DetailsScreen()
:toggle "Show details"
// expect: panel body: 0
// expect: panel appeared
:tap "Count 0"
// expect: panel body: 1
:tap "Count 1"
// expect: panel body: 2
:toggle "Show details"
// expect: panel disappeared
:toggle "Show details"
// expect: panel body: 0
// expect: panel appeared
