// Style: older tutorial code, "Dismiss a sheet with presentationMode" (iOS 13–14, deprecated since iOS 15).
// SwiftUI: `\.presentationMode` dismisses as `\.dismiss` does (rules §15.17; Apple `environmentvalues/presentationmode`):
// `presentationMode.wrappedValue.dismiss()` closes the sheet, the flag becomes false and onDismiss runs (rules §13.1,
// §15.12), reading the live flag (rules §3.4). The presenter's body doesn't read the flag (rules §3.5): it runs only at
// mount. A new presentation builds the sheet again (rules §13.1).
import SwiftUI

struct SettingsSheet: View {
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        let _ = print("settings sheet body")
        VStack {
            Text("Settings")
            Button("Done") { presentationMode.wrappedValue.dismiss() }
        }
    }
}

struct ProfileView: View {
    @State private var showSettings = false

    var body: some View {
        let _ = print("profile body")
        Button("Settings") { showSettings = true }
            .sheet(isPresented: $showSettings, onDismiss: {
                print("settings closed, flag: \(showSettings)")
            }) {
                SettingsSheet()
            }
    }
}

:mount ProfileView()
// expect: profile body
:tap "Settings"
// expect: settings sheet body
:tap "Done"
// expect: settings closed, flag: false
:tap "Settings"
// expect: settings sheet body
