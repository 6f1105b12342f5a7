// Follows Apple's page "alert(_:isPresented:presenting:actions:message:)"
// (developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)): an upload that
// fails and shows an alert about the failed file, the data handed to the actions and the message.
// - The actions and message closures receive the presented data (Apple's page). The alert appears when
//   isPresented is true and the data is non-nil; each action dismisses it after it runs (Apple's page; rules §13.2).
// - The body reads `failure` (in its print and as the presenting: argument), so setting it runs the body once, and
//   setting only the flag runs nothing (rules §3.5, §10.1). An action writing a @State that no body reads
//   (retries) runs no body; the action itself reads the live value (rules §3.4).
// - "Remove" clears the data, so the body runs again and shows no failure.
import SwiftUI

struct UploadFailure {
    let fileName: String
    let reason: String
}

struct UploadView: View {
    @State private var didFail = false
    @State private var failure: UploadFailure?
    @State private var retries = 0

    var body: some View {
        let _ = print("UploadView body, failure: \(failure?.fileName ?? "none")")
        VStack {
            Button("Upload Photo") {
                report(UploadFailure(fileName: "beach.heic", reason: "The network connection was lost."))
            }
            Button("Upload Video") {
                report(UploadFailure(fileName: "surf.mov", reason: "The file is too large."))
            }
        }
        .alert("Upload failed", isPresented: $didFail, presenting: failure) { failure in
            Button("Retry \(failure.fileName)") {
                retries += 1
                print("retrying \(failure.fileName), retry \(retries)")
            }
            Button("Remove", role: .destructive) {
                print("removing \(failure.fileName)")
                self.failure = nil
            }
        } message: { failure in
            Text(failure.reason)
        }
    }

    func report(_ newFailure: UploadFailure) {
        failure = newFailure
        didFail = true
    }
}

:mount UploadView()
// expect: UploadView body, failure: none
:tap "Upload Photo"
// expect: UploadView body, failure: beach.heic
:tap "Retry beach.heic"
// expect: retrying beach.heic, retry 1
:tap "Upload Video"
// expect: UploadView body, failure: surf.mov
:tap "Remove"
// expect: removing surf.mov
// expect: UploadView body, failure: none
