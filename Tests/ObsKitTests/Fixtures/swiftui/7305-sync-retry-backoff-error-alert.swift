// Sync: a request retried with a growing pause (1 s, then 2 s), and after the third failure an alert built with
// `alert(isPresented:error:actions:message:)`, own code.
// What SwiftUI does: the body reads `status`, so each new attempt's status runs it (rules §8); a failure only prints
// and sleeps. The virtual clock decides when each step happens (rules §10.1). When the model gives up, the view writes
// the error and the flag in the same turn as the status: one body (rules §10.1). The alert takes its title from the
// error's `errorDescription` and hands the error to its actions (rules §15.21); OK closes it.
// Sources: rules §8, §10.1, §11.3, §13.2, §15.21;
// https://developer.apple.com/documentation/swiftui/view/alert(ispresented:error:actions:message:)
import SwiftUI

enum SyncError: LocalizedError {
    case serverUnavailable

    var errorDescription: String? {
        "Server unavailable"
    }
}

@MainActor
@Observable
final class SyncModel {
    var status = "Idle"

    func syncWithRetry() async throws {
        for attempt in 1...3 {
            status = "Attempt \(attempt)"
            do {
                try await request()
                status = "Synced"
                return
            } catch {
                if attempt == 3 {
                    print("attempt \(attempt) failed, giving up")
                    status = "Gave up"
                    throw error
                }
                print("attempt \(attempt) failed, retrying in \(attempt)s")
                try await Task.sleep(for: .seconds(attempt))
            }
        }
    }

    private func request() async throws {
        try await Task.sleep(for: .milliseconds(500))
        throw SyncError.serverUnavailable
    }
}

struct SyncView: View {
    @State private var model = SyncModel()
    @State private var syncError: SyncError?
    @State private var showAlert = false

    var body: some View {
        let _ = print("SyncView body: \(model.status)")
        Text(model.status)
            .task {
                do {
                    try await model.syncWithRetry()
                } catch let error as SyncError {
                    syncError = error
                    showAlert = true
                } catch {
                    print("sync cancelled")
                }
            }
            .alert(isPresented: $showAlert, error: syncError) { error in
                Button("OK") {
                    print("alert OK: \(error.errorDescription ?? "")")
                }
            } message: { _ in
                Text("Tried 3 times.")
            }
    }
}

:mount SyncView()
// expect: SyncView body: Idle
// expect: SyncView body: Attempt 1
:advance 500ms
// expect: attempt 1 failed, retrying in 1s
:advance 1s
// expect: SyncView body: Attempt 2
:advance 500ms
// expect: attempt 2 failed, retrying in 2s
:advance 2s
// expect: SyncView body: Attempt 3
:advance 500ms
// expect: attempt 3 failed, giving up
// expect: SyncView body: Gave up
:tap "OK"
// expect: alert OK: Server unavailable
