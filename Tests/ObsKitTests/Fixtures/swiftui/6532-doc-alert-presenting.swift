// Apple docs `alert(_:isPresented:presenting:actions:message:)` style (a failed save): the alert's actions and message get the presented data; tapping an action runs it and closes the alert.
// Apple's page: the actions and message closures receive the `presenting` data; "all actions in an alert dismiss
// the alert after the action runs" (rules §13.2). The closures are evaluated in the presenter's body while the
// data is non-nil (rules §13.2, §8.4), and `presenting: details` is read by the body, so setting `details` re-runs
// it (rules §8.7). Closing the alert only sets didError, which the body never read: no body (rules §3.5).
// While the alert is up, only its buttons can be tapped (rules §15.11).
import SwiftUI

struct SaveDetails: Identifiable {
    let name: String
    let error: String
    let id = UUID()
}

struct SaveButton: View {
    @State private var didError = false
    @State private var details: SaveDetails?
    let alertTitle: String = "Save failed."

    var body: some View {
        let _ = print("SaveButton body, details \(details?.name ?? "none")")
        Button("Save report.txt") {
            details = SaveDetails(name: "report.txt", error: "Disk is full.")
            didError = true
        }
        .alert(
            alertTitle,
            isPresented: $didError,
            presenting: details
        ) { details in
            Button(role: .destructive) {
                print("deleting \(details.name)")
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
// expect: SaveButton body, details none
:tap "Save report.txt"
// expect: SaveButton body, details report.txt
:tap "Delete report.txt"
// expect: deleting report.txt
:tap "Save report.txt"
// expect: SaveButton body, details report.txt
:tap "Retry"
// expect: retrying report.txt
