// Follows Swift's `CancellationError` page (https://developer.apple.com/documentation/swift/cancellationerror): "An
// error that indicates a task was canceled." Own code: a sync-status view whose `.task` loop syncs every two seconds
// and tells cancellation apart from other errors with `catch is CancellationError`; the root is then unmounted.
// - `:unmount` removes the root: disappear callbacks run and tasks are cancelled (README `:unmount`; Apple
//   `view/task(priority:_:)`: SwiftUI cancels the task "at some point after the view disappears"; rules §1.4).
//   `onDisappear` is called as the view goes; the cancelled task resumes afterwards, so its catch comes after it
//   (rules §10.1: appearance callbacks, then tasks).
// - `Task.sleep(for:)` throws CancellationError when the task is cancelled (Swift `task/sleep(for:tolerance:clock:)`).
// - Each sync writes @State the body reads: one body per sync (rules §3.4, §10.1).
import SwiftUI

struct SyncError: Error {}

struct SyncStatusView: View {
    @State private var syncs = 0

    var body: some View {
        let _ = print("SyncStatusView body, \(syncs) syncs")
        Text("Synced \(syncs) times")
            .onDisappear {
                print("SyncStatusView disappeared")
            }
            .task {
                do {
                    while true {
                        try await Task.sleep(for: .seconds(2))
                        if syncs == 99 { throw SyncError() }
                        print("synced")
                        syncs += 1
                    }
                } catch is CancellationError {
                    print("sync loop cancelled")
                } catch {
                    print("sync failed: \(error)")
                }
            }
    }
}

:mount SyncStatusView()
// expect: SyncStatusView body, 0 syncs
:advance 5s
// expect: synced
// expect: SyncStatusView body, 1 syncs
// expect: synced
// expect: SyncStatusView body, 2 syncs
:unmount
// expect: SyncStatusView disappeared
// expect: sync loop cancelled
:advance 10s
