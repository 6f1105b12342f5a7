// Tutorial style (withTaskCancellationHandler): a view model wraps a fake download in withTaskCancellationHandler; starting another download or tapping Cancel runs onCancel at once, and the cancelled task returns its own result (rules §10.1; Swift's task cancellation)
import SwiftUI

final class FakeDownload {
    let name: String
    init(name: String) { self.name = name }
    func cancel() { print("FakeDownload(\(name)).cancel()") }
}

@MainActor
final class DownloadModel: ObservableObject {
    @Published var status = "Idle"
    private var current: Task<Void, Never>?

    func start(_ file: String) {
        current?.cancel()
        status = "Downloading \(file)"
        current = Task {
            let result = await download(file)
            print("result: \(result)")
            if !Task.isCancelled {
                status = result
            }
        }
    }

    func cancel() {
        current?.cancel()
    }

    private func download(_ file: String) async -> String {
        let handle = FakeDownload(name: file)
        return await withTaskCancellationHandler {
            do {
                try await Task.sleep(for: .seconds(3))
                return "Finished \(file)"
            } catch {
                return "Cancelled \(file)"
            }
        } onCancel: {
            handle.cancel()
        }
    }
}

struct DownloadView: View {
    @StateObject private var model = DownloadModel()

    var body: some View {
        VStack {
            Text(model.status)
            Button("Download Report") { model.start("report.pdf") }
            Button("Download Photos") { model.start("photos.zip") }
            Button("Cancel") {
                print("tapped Cancel")
                model.cancel()
            }
            Button("Show Status") { print("status: \(model.status)") }
        }
    }
}

:mount DownloadView()
:tap "Download Report"
:advance 1s
:tap "Download Photos"
// expect: FakeDownload(report.pdf).cancel()
// expect: result: Cancelled report.pdf
:tap "Show Status"
// expect: status: Downloading photos.zip
:advance 3s
// expect: result: Finished photos.zip
:tap "Show Status"
// expect: status: Finished photos.zip
:tap "Download Report"
:tap "Cancel"
// expect: tapped Cancel
// expect: FakeDownload(report.pdf).cancel()
// expect: result: Cancelled report.pdf
:tap "Show Status"
// expect: status: Downloading report.pdf
