// A sync button that reports failures with `alert(isPresented:error:actions:message:)` and a `LocalizedError` enum,
// the iOS 15 way to show an error (own names and code).
// What SwiftUI does: the alert takes its title from the error's `errorDescription` and hands the error to its actions
// and message (rules §15.21). `error: syncError` is read by the body, so setting the error runs it (rules §3.5); the
// actions are built in that body with the unwrapped error, as for `presenting:` (rules §8.6, §13.2). "OK" closes the
// alert and changes nothing the body reads.
// Sources: rules §3.5, §8.6, §13.2, §15.21;
// https://developer.apple.com/documentation/swiftui/view/alert(ispresented:error:actions:message:)
import SwiftUI

enum SyncError: LocalizedError {
    case offline
    case quotaExceeded(Int)

    var errorDescription: String? {
        switch self {
        case .offline: return "You're offline"
        case .quotaExceeded(let megabytes): return "Storage full (\(megabytes) MB)"
        }
    }

    var recoverySuggestion: String? {
        switch self {
        case .offline: return "Connect to Wi-Fi and try again."
        case .quotaExceeded: return "Delete some files."
        }
    }
}

struct SyncButton: View {
    @State private var syncError: SyncError?
    @State private var showError = false
    @State private var attempts = 0

    var body: some View {
        let _ = print("SyncButton body: \(attempts) attempts")
        Button("Sync Now") {
            attempts += 1
            syncError = attempts == 1 ? .offline : .quotaExceeded(500)
            showError = true
        }
        .alert(isPresented: $showError, error: syncError) { error in
            let _ = print("actions for: \(error.errorDescription ?? "?")")
            Button("OK") {}
        } message: { error in
            Text(error.recoverySuggestion ?? "")
        }
    }
}

:mount SyncButton()
// expect: SyncButton body: 0 attempts
:tap "Sync Now"
// expect: SyncButton body: 1 attempts
// expect: actions for: You're offline
:tap "OK"
:tap "Sync Now"
// expect: SyncButton body: 2 attempts
// expect: actions for: Storage full (500 MB)
