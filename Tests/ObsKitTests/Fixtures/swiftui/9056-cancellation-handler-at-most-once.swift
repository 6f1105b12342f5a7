// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swift/withtaskcancellationhandler(operation:oncancel:isolation:) (a model's Task cancelled twice runs its cancellation handler once)
// What SwiftUI does: the handler parameter: "If the task is canceled, this closure is called at most once." The
// button's two cancel() calls run the handler once, at the first one; the operation's sleep then throws and the
// @Published write updates the view (https://developer.apple.com/documentation/swiftui/stateobject).
import SwiftUI

@MainActor
final class SyncModel: ObservableObject {
    @Published var state = "idle"
    private var job: Task<Void, Never>?

    func start() {
        state = "syncing"
        job = Task {
            await withTaskCancellationHandler {
                do {
                    try await Task.sleep(for: .seconds(10))
                    state = "synced"
                } catch {
                    state = "cancelled"
                }
            } onCancel: {
                print("onCancel")
            }
        }
    }

    func cancelTwice() {
        print("first cancel")
        job?.cancel()
        print("second cancel")
        job?.cancel()
    }
}

struct SyncView: View {
    @StateObject private var model = SyncModel()

    var body: some View {
        let _ = print("body: \(model.state)")
        VStack {
            Button("Sync") { model.start() }
            Button("Cancel twice") { model.cancelTwice() }
        }
    }
}

:mount SyncView()
// expect: body: idle
:tap "Sync"
// expect: body: syncing
:advance 1s
:tap "Cancel twice"
// expect: first cancel
// expect: onCancel
// expect: second cancel
// expect: body: cancelled
:advance 10s
