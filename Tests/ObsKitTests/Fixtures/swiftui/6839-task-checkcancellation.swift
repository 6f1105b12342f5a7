// Follows Swift's `Task.checkCancellation()` page
// (https://developer.apple.com/documentation/swift/task/checkcancellation()): "Throws an error if the task was
// canceled. The error is always an instance of CancellationError." Own code: a PDF export that a model runs in a
// `Task` it keeps, and that the Cancel button stops with `cancel()` (Swift's `Task` page: `cancel()`).
// - The button's `Task { }` starts after the action (rules §10.1; in Swift it inherits the main actor of the model's
//   method); it prints nothing when it starts.
// - After a cancelled `try? await Task.sleep(for:)` the sleep returns at once (its CancellationError swallowed),
//   and `checkCancellation()` throws, so no page is counted after the cancel (checked with swiftc 6.3.1).
// - "Cancel" writes no state: its line comes first, then the task's catch, whose writes run the body once
//   (rules §6.3, §10.1). Two @Published writes in one turn give one body (rules §10.1, T11).
import SwiftUI

@MainActor
final class Exporter: ObservableObject {
    @Published private(set) var pagesDone = 0
    @Published private(set) var status = "Idle"
    private var job: Task<Void, Never>?

    func start(pages: Int) {
        status = "Exporting"
        pagesDone = 0
        job = Task {
            do {
                for page in 1...pages {
                    try? await Task.sleep(for: .seconds(1))
                    try Task.checkCancellation()
                    pagesDone = page
                    print("exported page \(page)")
                }
                status = "Done"
                print("export finished")
            } catch {
                status = "Cancelled"
                print("export cancelled after \(pagesDone) pages, CancellationError: \(error is CancellationError)")
            }
        }
    }

    func cancel() {
        print("cancel requested")
        job?.cancel()
    }
}

struct ExportView: View {
    @StateObject private var exporter = Exporter()

    var body: some View {
        let _ = print("ExportView body, \(exporter.status), \(exporter.pagesDone) pages")
        VStack {
            Text("\(exporter.status): \(exporter.pagesDone) pages")
            Button("Export") { exporter.start(pages: 5) }
            Button("Cancel") { exporter.cancel() }
        }
    }
}

:mount ExportView()
// expect: ExportView body, Idle, 0 pages
:tap "Export"
// expect: ExportView body, Exporting, 0 pages
:advance 2s
// expect: exported page 1
// expect: ExportView body, Exporting, 1 pages
// expect: exported page 2
// expect: ExportView body, Exporting, 2 pages
:advance 500ms
:tap "Cancel"
// expect: cancel requested
// expect: export cancelled after 2 pages, CancellationError: true
// expect: ExportView body, Cancelled, 2 pages
:advance 3s
:tap "Export"
// expect: ExportView body, Exporting, 0 pages
:advance 5s
// expect: exported page 1
// expect: ExportView body, Exporting, 1 pages
// expect: exported page 2
// expect: ExportView body, Exporting, 2 pages
// expect: exported page 3
// expect: ExportView body, Exporting, 3 pages
// expect: exported page 4
// expect: ExportView body, Exporting, 4 pages
// expect: exported page 5
// expect: export finished
// expect: ExportView body, Done, 5 pages
