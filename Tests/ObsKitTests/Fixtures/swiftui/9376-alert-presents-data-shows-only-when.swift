// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:) (an alert that presents data shows only when the data is not nil)
// alert(_:isPresented:presenting:actions:message:): "For the alert to appear, both isPresented must be true and data
// must not be nil." Apple's example presents SaveDetails (a name and an error) with a Retry button. Here "Flag error"
// sets isPresented without any details: no alert comes up, so the screen's other button can still be tapped. With the
// details set, the alert shows them; its actions get the details, and tapping one sets isPresented back to false.
import SwiftUI

struct SaveDetails: Identifiable {
    let name: String
    let error: String
    var id: String { name }
}

struct ExportScreen: View {
    @State private var didError = false
    @State private var details: SaveDetails?

    var body: some View {
        VStack {
            Button("Flag error") { didError = true }
            Button("Reset") { didError = false }
            Button("Export report") {
                details = SaveDetails(name: "Report", error: "The disk is full.")
                didError = true
            }
        }
        .alert("Save failed", isPresented: $didError, presenting: details) { details in
            Button("Retry \(details.name)") { print("retrying \(details.name)") }
            Button("Cancel", role: .cancel) { print("gave up on \(details.name)") }
        } message: { details in
            Text(details.error)
        }
        .onChange(of: didError) { _, newValue in
            print("didError: \(newValue)")
        }
    }
}

:mount ExportScreen()
:tap "Flag error"
// expect: didError: true
:tap "Reset"
// expect: didError: false
:tap "Export report"
// expect: didError: true
:tap "Retry Report"
// expect: retrying Report
// expect: didError: false
:tap "Export report"
// expect: didError: true
:tap "Cancel"
// expect: gave up on Report
// expect: didError: false
