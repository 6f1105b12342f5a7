// cookbook style: a confirmationDialog whose own "Stay" button has the cancel role, so SwiftUI adds no standard Cancel; each button closes the dialog and runs its action once; a tap on "Cancel" finds no such button while the dialog is up (rules §15.11, §13.2)
import SwiftUI

struct ExitScreen: View {
    @State private var asking = false
    @State private var log: [String] = []

    var body: some View {
        let _ = print("ExitScreen body: \(log)")
        Button("Leave game") { asking = true }
            .confirmationDialog("Leave?", isPresented: $asking) {
                Button("Save and leave") { log.append("saved") }
                Button("Leave without saving", role: .destructive) { log.append("lost") }
                Button("Stay", role: .cancel) { log.append("stayed") }
            }
    }
}

:mount ExitScreen()
// expect: ExitScreen body: []
:tap "Leave game"
:tap "Stay"
// expect: ExitScreen body: ["stayed"]
:tap "Leave game"
:tap "Save and leave"
// expect: ExitScreen body: ["stayed", "saved"]
:tap "Leave game"
:tap "Cancel"
// expect-error: no visible button labelled "Cancel"
