// An upload button whose failure is shown with `alert(_:isPresented:presenting:actions:message:)`, modelled on
// Apple's SaveButton example for that modifier (own names and code).
// What SwiftUI does: `presenting: failure` is evaluated in the body, so the body reads `failure` and runs again when
// it is set (rules §3.5, §8.7). The actions and message closures get the unwrapped data and are called during the
// body only while there is data (rules §8.6, §13.2): none at launch, the actions for the current file after each
// upload. A button's action captured the data of the render that built it; the tap closes the alert, and "Retry"
// changes nothing the body reads (rules §13.2). "Discard" clears the data: one body, no actions.
// Sources: rules §3.5, §8.6, §8.7, §10.1, §13.2;
// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)
import SwiftUI

struct UploadFailure {
    let fileName: String
    let reason: String
}

struct UploadButton: View {
    @State private var showFailure = false
    @State private var failure: UploadFailure?
    @State private var attempts = 0

    var body: some View {
        let _ = print("UploadButton body, attempts \(attempts)")
        Button("Upload") {
            attempts += 1
            failure = UploadFailure(fileName: "photo-\(attempts).heic", reason: "The server is busy.")
            showFailure = true
        }
        .alert("Upload failed", isPresented: $showFailure, presenting: failure) { failure in
            let _ = print("actions for \(failure.fileName)")
            Button("Retry") {
                print("retrying \(failure.fileName)")
            }
            Button("Discard \(failure.fileName)", role: .destructive) {
                self.failure = nil
            }
        } message: { failure in
            Text(failure.reason)
        }
    }
}

:mount UploadButton()
// expect: UploadButton body, attempts 0
:tap "Upload"
// expect: UploadButton body, attempts 1
// expect: actions for photo-1.heic
:tap "Retry"
// expect: retrying photo-1.heic
:tap "Upload"
// expect: UploadButton body, attempts 2
// expect: actions for photo-2.heic
:tap "Discard photo-2.heic"
// expect: UploadButton body, attempts 2
