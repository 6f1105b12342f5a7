// SwiftUI from Apple's documentation: sheet(isPresented:onDismiss:content:) — dismissing by the system
// Source: developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:):
// isPresented is "A binding to a Boolean value that determines whether to present the sheet"; the
// sheet is shown only while it is true, so once the person dismisses the sheet the binding reads
// false (and setting it to true presents the sheet again); onDismiss: "The closure to execute when
// dismissing the sheet."
import SwiftUI

struct ContentView: View {
    @State private var showSettings = false
    @State private var dismissals = 0

    var body: some View {
        VStack {
            Button("Settings") { showSettings = true }
            Button("Status") { print("showSettings \(showSettings), dismissals \(dismissals)") }
        }
        .sheet(isPresented: $showSettings, onDismiss: { dismissals += 1 }) {
            Button("Read flag") { print("inside sheet, showSettings \(showSettings)") }
        }
    }
}

:mount ContentView()
:tap "Settings"
:tap "Read flag"
:dismiss
:tap "Status"
:tap "Settings"
:dismiss
:tap "Status"

// expect: inside sheet, showSettings true
// expect: showSettings false, dismissals 1
// expect: showSettings false, dismissals 2
