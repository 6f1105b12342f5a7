// Swift Forums style: "with @Observable do I still need @ObservedObject for a passed model?" (no: a let is enough, because the child's body read is tracked; the owner, which reads nothing, does not run; a second child reading another property does not run either) (rules §8.3, §8.4, §2.3, §12.1, §12.2)
import SwiftUI

@Observable
final class Uploads {
    var finished = 0
    var failed = 0
}

struct FinishedLabel: View {
    let uploads: Uploads

    var body: some View {
        let _ = Self._printChanges()
        Text("finished \(uploads.finished)")
    }
}

struct FailedLabel: View {
    let uploads: Uploads

    var body: some View {
        let _ = Self._printChanges()
        Text("failed \(uploads.failed)")
    }
}

struct UploadsScreen: View {
    @State private var uploads = Uploads()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            FinishedLabel(uploads: uploads)
            FailedLabel(uploads: uploads)
            Button("Finish one") { uploads.finished += 1 }
            Button("Fail one") { uploads.failed += 1 }
        }
    }
}

:mount UploadsScreen()
// expect: UploadsScreen: @self, @identity, _uploads changed.
// expect: FinishedLabel: @self changed.
// expect: FailedLabel: @self changed.
:tap "Finish one"
// expect: FinishedLabel: @dependencies changed.
:tap "Fail one"
// expect: FailedLabel: @dependencies changed.
