// Apple: alert(_:isPresented:presenting:actions:message:) (the "Save failed." example: actions and message get the presented data; "the system sets isPresented to false" when a button is tapped); SEMANTICS §13
import SwiftUI

struct UploadFailure: Identifiable {
    let id: Int
    let fileName: String
    let reason: String
}

struct UploadScreen: View {
    @State private var didFail = false
    @State private var failure: UploadFailure?
    @State private var attempts = 0

    var body: some View {
        VStack(spacing: 12) {
            Button("Upload photo") {
                attempts += 1
                failure = UploadFailure(id: attempts, fileName: "IMG_2041", reason: "The server is busy.")
                didFail = true
            }
            Button("Status") {
                print("attempts \(attempts), alert up: \(didFail)")
            }
        }
        .alert("Upload failed.", isPresented: $didFail, presenting: failure) { failure in
            Button("Retry upload") {
                print("retrying \(failure.fileName), attempt \(failure.id)")
            }
            Button(role: .destructive) {
                print("discarding \(failure.fileName)")
            } label: {
                Text("Discard \(failure.fileName)")
            }
        } message: { failure in
            Text(failure.reason)
        }
    }
}

:mount UploadScreen()
:tap "Upload photo"
:tap "Retry upload"
:tap "Status"
:tap "Upload photo"
:tap "Discard IMG_2041"
:tap "Status"

// expect: retrying IMG_2041, attempt 1
// expect: attempts 1, alert up: false
// expect: discarding IMG_2041
// expect: attempts 2, alert up: false
