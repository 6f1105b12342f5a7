// An error alert driven by an optional through Binding(get:set:) and alert(_:isPresented:presenting:actions:message:), whose actions receive the failure; expected output by the SwiftUI rules (Apple: alert(_:isPresented:presenting:actions:message:), dismissal sets isPresented false; rules §9 Binding(get:set:) calls set)
import SwiftUI

struct UploadFailure: Identifiable {
    let id = UUID()
    let reason: String
}

struct UploadView: View {
    @State private var failure: UploadFailure?
    @State private var attempts = 0

    var body: some View {
        VStack {
            Button("Upload") {
                attempts += 1
                if attempts < 3 {
                    failure = UploadFailure(reason: "Timed out (attempt \(attempts))")
                } else {
                    print("uploaded on attempt \(attempts)")
                }
            }
        }
        .alert(
            "Upload failed",
            isPresented: Binding(
                get: { failure != nil },
                set: { if !$0 { failure = nil } }
            ),
            presenting: failure
        ) { failure in
            Button("Retry later") {
                print("will retry after: \(failure.reason)")
            }
            Button("OK", role: .cancel) {}
        } message: { failure in
            Text(failure.reason)
        }
    }
}

:mount UploadView()
:tap "Upload"
:tap "Retry later"
:tap "Upload"
:dismiss
:tap "Upload"

// expect: will retry after: Timed out (attempt 1)
// expect: uploaded on attempt 3
