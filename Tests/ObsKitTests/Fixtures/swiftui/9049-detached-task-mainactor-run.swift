// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swift/mainactor/run(resulttype:body:) (a detached task computes off the main actor and publishes its result with await MainActor.run)
// What SwiftUI does: MainActor.run "executes the given body closure on the main actor"; the @Published write in it
// updates the view that owns the model (https://developer.apple.com/documentation/swiftui/stateobject). The
// detached task (https://developer.apple.com/documentation/swift/task) sleeps
// first, so nothing changes until the clock moves.
import SwiftUI

@MainActor
final class ReportModel: ObservableObject {
    @Published var summary = "none"

    func build() {
        Task.detached {
            let total = (1...4).reduce(0, +)
            try? await Task.sleep(for: .seconds(1))
            await MainActor.run {
                self.summary = "total \(total)"
                print("summary set on the main actor")
            }
        }
    }
}

struct ReportView: View {
    @StateObject private var model = ReportModel()

    var body: some View {
        let _ = print("body: \(model.summary)")
        VStack {
            Text(model.summary)
            Button("Build") { model.build() }
        }
    }
}

:mount ReportView()
// expect: body: none
:tap "Build"
:advance 1s
// expect: summary set on the main actor
// expect: body: total 10
