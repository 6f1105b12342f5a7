// Download: progress reported through an `AsyncThrowingStream` and consumed with `for try await` inside
// `.task(id: attempt)`; the first attempt fails part-way, "Download again" starts a new attempt that completes. Own
// code in the style of Apple's AsyncThrowingStream documentation.
// What SwiftUI does: each progress value resumes the consumer, whose write runs the body in that turn (rules §3.4,
// §10.1). `finish(throwing:)` makes the loop throw, and the catch's message runs the body. "Download again" changes
// the id the body read, so the body runs, and after the update the task restarts (rules §11.3); its first writes
// come before it waits, so the body runs again in that turn. The last value and `finish()` come in the same turn:
// the loop ends and "Done" is written before the update, so one body shows both (rules §10.1).
// Sources: rules §3.4, §10.1, §11.3; https://developer.apple.com/documentation/swift/asyncthrowingstream
// https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
import SwiftUI

enum DownloadFailure: Error {
    case diskFull
}

struct ChunkDownloader {
    func download(chunks: Int, failingAt failure: Int?) -> AsyncThrowingStream<Int, Error> {
        AsyncThrowingStream { continuation in
            let worker = Task {
                for chunk in 1...chunks {
                    do {
                        try await Task.sleep(for: .milliseconds(500))
                    } catch {
                        continuation.finish(throwing: error)
                        return
                    }
                    if chunk == failure {
                        continuation.finish(throwing: DownloadFailure.diskFull)
                        return
                    }
                    continuation.yield(chunk * 100 / chunks)
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in
                worker.cancel()
            }
        }
    }
}

struct DownloadView: View {
    @State private var percent = 0
    @State private var message = "Waiting"
    @State private var attempt = 0

    var body: some View {
        let _ = print("DownloadView body: \(percent)% \(message)")
        VStack {
            ProgressView(value: Double(percent), total: 100)
            Text(message)
            Button("Download again") {
                attempt += 1
            }
        }
        .task(id: attempt) {
            percent = 0
            message = "Downloading"
            do {
                let stream = ChunkDownloader().download(chunks: 4, failingAt: attempt == 0 ? 3 : nil)
                for try await value in stream {
                    percent = value
                }
                message = "Done"
            } catch {
                message = "Failed: \(error)"
            }
        }
    }
}

:mount DownloadView()
// expect: DownloadView body: 0% Waiting
// expect: DownloadView body: 0% Downloading
:advance 1s
// expect: DownloadView body: 25% Downloading
// expect: DownloadView body: 50% Downloading
:advance 500ms
// expect: DownloadView body: 50% Failed: diskFull
:tap "Download again"
// expect: DownloadView body: 50% Failed: diskFull
// expect: DownloadView body: 0% Downloading
:advance 2s
// expect: DownloadView body: 25% Downloading
// expect: DownloadView body: 50% Downloading
// expect: DownloadView body: 75% Downloading
// expect: DownloadView body: 100% Done
