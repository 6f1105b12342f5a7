// Style: blog post, "Presenting errors with alert(isPresented:error:actions:message:)".
// SwiftUI: the alert takes its title from the `LocalizedError`'s `errorDescription`, and gives the error to its
// actions and message (rules §15.21; Apple `view/alert(ispresented:error:actions:message:)`). The closures are built
// in the presenter's body (rules §13.2, §8.4), and only with an error: a nil error shows no alert (rules §15.21,
// ObsREPL's choice). Passing `syncError` to the modifier reads it in the body (rules §3.5), so setting it runs the body.
import SwiftUI

enum SyncError: LocalizedError {
    case offline
    case quotaExceeded(Int)

    var errorDescription: String? {
        switch self {
        case .offline: return "You're offline"
        case .quotaExceeded(let megabytes): return "Quota exceeded by \(megabytes) MB"
        }
    }

    var recoverySuggestion: String? {
        switch self {
        case .offline: return "Check your connection."
        case .quotaExceeded: return "Delete some files."
        }
    }
}

struct SyncView: View {
    @State private var syncError: SyncError?
    @State private var showError = false

    var body: some View {
        let _ = print("sync body")
        Button("Sync") {
            syncError = .quotaExceeded(12)
            showError = true
        }
        .alert(isPresented: $showError, error: syncError) { error in
            let _ = print("alert built for \(error.errorDescription ?? "?")")
            Button("OK") {
                print("ok: \(error.errorDescription ?? "?")")
                syncError = nil
            }
        } message: { error in
            Text(error.recoverySuggestion ?? "")
        }
    }
}

:mount SyncView()
// expect: sync body
:tap "Sync"
// expect: sync body
// expect: alert built for Quota exceeded by 12 MB
:tap "OK"
// expect: ok: Quota exceeded by 12 MB
// expect: sync body
