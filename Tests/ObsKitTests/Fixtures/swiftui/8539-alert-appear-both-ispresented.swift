// SwiftUI from Apple's documentation: alert(_:isPresented:presenting:actions:message:) — https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:) (for the alert to appear, both isPresented must be true and data must not be nil)
import SwiftUI

struct Failure {
    let reason: String
}

struct Uploader: View {
    @State private var showAlert = false
    @State private var failure: Failure?

    var body: some View {
        VStack {
            Button("Fail without details") { showAlert = true }
            Button("Fail with details") {
                failure = Failure(reason: "timeout")
                showAlert = true
            }
            Button("Ping") { print("ping") }
        }
        .alert("Upload failed", isPresented: $showAlert, presenting: failure) { failure in
            Button("OK") { print("ok after \(failure.reason)") }
        } message: { failure in
            Text(failure.reason)
        }
    }
}

:mount Uploader()
:tap "Fail without details"
:tap "Ping"
:tap "Fail with details"
:tap "OK"
// expect: ping
// expect: ok after timeout
