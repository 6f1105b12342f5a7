// Tutorial style (counting dismissals): onDismiss runs both for a Done button calling dismiss() and for a swipe (:dismiss), after the binding is false; the presenter reads a counter it sets there (rules §13.1, §15.12, §3.5, §12.1)
import SwiftUI

struct HelpSheet: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        let _ = print("HelpSheet.body")
        VStack {
            Text("Help")
            Button("Done") { dismiss() }
        }
    }
}

struct HelpHost: View {
    @State private var showHelp = false
    @State private var closedCount = 0

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("closed \(closedCount) times")
        Button("Help") { showHelp = true }
            .sheet(isPresented: $showHelp, onDismiss: {
                print("onDismiss, showHelp=\(showHelp)")
                closedCount += 1
            }) {
                HelpSheet()
            }
    }
}
:mount HelpHost()
// expect: HelpHost: @self, @identity, _showHelp, _closedCount changed.
// expect: closed 0 times
:tap "Help"
// expect: HelpSheet.body
:tap "Done"
// expect: onDismiss, showHelp=false
// expect: HelpHost: _closedCount changed.
// expect: closed 1 times
:tap "Help"
// expect: HelpSheet.body
:dismiss
// expect: onDismiss, showHelp=false
// expect: HelpHost: _closedCount changed.
// expect: closed 2 times
