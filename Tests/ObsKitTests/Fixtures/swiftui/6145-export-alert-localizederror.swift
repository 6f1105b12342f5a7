// `alert(isPresented:error:actions:message:)` (iOS 15): the alert's title comes from a LocalizedError's
// errorDescription and the message closure gets the error. Two failing exports, one retried, one cancelled.
// Source: Apple, `view/alert(ispresented:error:actions:message:)`.
// Expected: the action's prints, then the alert's buttons run and close it (rules §13.2).
// `localizedDescription` of a LocalizedError is its errorDescription (Foundation on Apple platforms).
import SwiftUI

enum ExportError: LocalizedError {
    case diskFull
    case noPermission(String)

    var errorDescription: String? {
        switch self {
        case .diskFull: return "Not enough space"
        case .noPermission(let folder): return "Can't write to \(folder)"
        }
    }

    var recoverySuggestion: String? {
        switch self {
        case .diskFull: return "Free some space and try again."
        case .noPermission: return "Choose another folder."
        }
    }
}

struct ExportView: View {
    @State private var exportError: ExportError?
    @State private var showError = false

    var body: some View {
        VStack(spacing: 16) {
            Button("Export to Desktop") { fail(with: .noPermission("Desktop")) }
            Button("Export to Disk") { fail(with: .diskFull) }
        }
        .alert(isPresented: $showError, error: exportError) { _ in
            Button("Retry") { print("retrying") }
            Button("Cancel", role: .cancel) { print("cancelled") }
        } message: { error in
            Text(error.recoverySuggestion ?? "")
        }
    }

    private func fail(with error: ExportError) {
        exportError = error
        showError = true
        print("failed:", error.localizedDescription)
    }
}

:mount ExportView()
:tap "Export to Desktop"
:tap "Retry"
:tap "Export to Disk"
:tap "Cancel"

// expect: failed: Can't write to Desktop
// expect: retrying
// expect: failed: Not enough space
// expect: cancelled
