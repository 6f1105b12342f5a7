// Style: Apple documentation page, `alert(_:isPresented:presenting:actions:message:)`
// (developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)), own names.
// SwiftUI: "For the alert to appear, both isPresented must be true and data must not be nil" (Apple). The actions are
// built during the presenter's body, with the unwrapped data, only while the data is non-nil (rules §8.6, §13.2).
// Passing `details` to the modifier reads it in the body, so setting it runs the body (rules §3.5, §8.7 ObsREPL's
// choice); the flag is not read. Any button dismisses the alert after its action (Apple; rules §13.2).
import SwiftUI

struct SaveDetails: Identifiable {
    let id: Int
    let name: String
    let error: String
}

struct SaveButton: View {
    @State private var didError = false
    @State private var details: SaveDetails?
    @State private var attempt = 0

    var body: some View {
        let _ = print("save button body")
        Button("Save") {
            attempt += 1
            details = SaveDetails(id: attempt, name: "Report", error: "The disk is full.")
            didError = true
        }
        .alert("Save failed.", isPresented: $didError, presenting: details) { details in
            let _ = print("actions for \(details.name) #\(details.id)")
            Button(role: .destructive) {
                print("deleting \(details.name)")
                self.details = nil
            } label: {
                Text("Delete \(details.name)")
            }
            Button("Retry") {
                print("retrying \(details.name)")
            }
        } message: { details in
            Text(details.error)
        }
    }
}

:mount SaveButton()
// expect: save button body
:tap "Save"
// expect: save button body
// expect: actions for Report #1
:tap "Retry"
// expect: retrying Report
:tap "Save"
// expect: save button body
// expect: actions for Report #2
:tap "Delete Report"
// expect: deleting Report
// expect: save button body
