// Observation in depth: an alert's message closure reads the model in the presenter's body, shown or not
// `alert(_:isPresented:actions:message:)` takes non-escaping closures that SwiftUI calls while the presenter's body
// runs, at each render, shown or not (rules §8.6, §8.4, §13.2): `errorDetail` is a dependency of the body even
// while the alert is hidden; `attempts` is read only in an action (§8.3). The flag is bound, not read (§8.7).
import SwiftUI

@Observable
final class Upload {
    var errorDetail = "none"
    var attempts = 0
}

struct UploadView: View {
    @State private var upload = Upload()
    @State private var showError = false

    var body: some View {
        let _ = print("upload body")
        VStack {
            Button("Retry") { upload.attempts += 1 }
            Button("Change detail") { upload.errorDetail = "disk full" }
            Button("Fail") {
                upload.errorDetail = "timeout"
                showError = true
            }
        }
        .alert("Upload failed", isPresented: $showError) {
            Button("OK") { }
        } message: {
            Text(upload.errorDetail)
        }
    }
}

:mount UploadView()
// expect: upload body
:tap "Retry"
:tap "Change detail"
// expect: upload body
:tap "Fail"
// expect: upload body
:tap "OK"
