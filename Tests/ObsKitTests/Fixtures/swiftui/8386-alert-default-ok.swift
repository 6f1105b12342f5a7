// SwiftUI from Apple's documentation: alert(_:isPresented:actions:) — the standard "OK" action
// Source: developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:): "If no
// actions are present, the system includes a standard "OK" action. No default cancel action is
// provided."; isPresented: "When the user presses or taps one of the alert's actions, the system
// sets this value to false and dismisses."
import SwiftUI

struct UploadView: View {
    @State private var showDone = false
    @State private var uploads = 0

    var body: some View {
        VStack {
            Button("Upload") {
                uploads += 1
                showDone = true
            }
            Button("Status") { print("uploads \(uploads), showDone \(showDone)") }
        }
        .alert("Upload finished", isPresented: $showDone) {
        }
    }
}

:mount UploadView()
:tap "Upload"
:tap "OK"
:tap "Status"

// expect: uploads 1, showDone false
