// Tutorial style (retry with exponential backoff): an upload coordinator retries a flaky actor with sleeps of 1 s, 2 s, ...; Cancel stops the Task between attempts, and a later upload succeeds at once (rules §6.3, §10.1, §3.5)
import SwiftUI

enum UploadError: Error {
    case serverBusy
}

actor FlakyServer {
    private var attempts = 0

    func upload() throws -> String {
        attempts += 1
        if attempts < 3 { throw UploadError.serverBusy }
        return "receipt-\(attempts)"
    }
}

@MainActor
final class UploadCoordinator: ObservableObject {
    @Published var message = "Ready"
    private let server = FlakyServer()

    func uploadWithRetry(maxAttempts: Int = 4) async {
        var delay = 1
        for attempt in 1...maxAttempts {
            do {
                let receipt = try await server.upload()
                message = "Uploaded (\(receipt))"
                print("attempt \(attempt) succeeded: \(receipt)")
                return
            } catch {
                message = "Retrying in \(delay)s…"
                print("attempt \(attempt) failed: \(error); retry in \(delay)s")
                do {
                    try await Task.sleep(for: .seconds(delay))
                } catch {
                    message = "Cancelled"
                    print("retry loop cancelled")
                    return
                }
                delay *= 2
            }
        }
        message = "Gave up"
    }
}

struct UploadView: View {
    @StateObject private var coordinator = UploadCoordinator()
    @State private var uploadTask: Task<Void, Never>?

    var body: some View {
        let _ = print("body: \(coordinator.message)")
        VStack {
            Text(coordinator.message)
            Button("Upload") {
                uploadTask = Task { await coordinator.uploadWithRetry() }
            }
            Button("Cancel") {
                uploadTask?.cancel()
            }
        }
    }
}

:mount UploadView()
// expect: body: Ready
:tap "Upload"
// expect: attempt 1 failed: serverBusy; retry in 1s
// expect: body: Retrying in 1s…
:advance 1s
// expect: attempt 2 failed: serverBusy; retry in 2s
// expect: body: Retrying in 2s…
:tap "Cancel"
// expect: retry loop cancelled
// expect: body: Cancelled
:tap "Upload"
// expect: attempt 1 succeeded: receipt-3
// expect: body: Uploaded (receipt-3)
