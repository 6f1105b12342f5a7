// Export: a `Task { }` started from a button's action and kept in `@State` so a second button can cancel it, as
// many tutorials write it, own code.
// What SwiftUI does: the action writes `status` and `exportTask`; the body reads both, so it runs once at the end of
// the turn (rules §10.1); the new task starts when the turn's update is done (rules §10.1, ObsREPL's choice). The loop
// sleeps a second per page; no state changes, no body. "Cancel export" cancels the task: the sleep throws and the
// `catch` runs in that turn (corpus README, assumption 13), writing the status and clearing the stored task, so the
// body runs once after it. Writes from a task are ordinary state writes (rules §3.4).
// Sources: rules §3.4, §3.5, §10.1; https://developer.apple.com/documentation/swift/task/cancel()
// https://developer.apple.com/documentation/swift/task/sleep(for:tolerance:clock:)
import SwiftUI

struct ExportView: View {
    @State private var exportTask: Task<Void, Never>?
    @State private var status = "Ready"

    var body: some View {
        let _ = print("ExportView body: \(status), running \(exportTask != nil)")
        VStack {
            Text(status)
            if exportTask == nil {
                Button("Export") {
                    startExport()
                }
            } else {
                Button("Cancel export") {
                    exportTask?.cancel()
                }
            }
        }
    }

    private func startExport() {
        status = "Exporting"
        exportTask = Task {
            print("export: started")
            do {
                for page in 1...3 {
                    try await Task.sleep(for: .seconds(1))
                    print("export: page \(page)")
                }
                status = "Exported 3 pages"
            } catch {
                print("export: cancelled")
                status = "Cancelled"
            }
            exportTask = nil
        }
    }
}

:mount ExportView()
// expect: ExportView body: Ready, running false
:tap "Export"
// expect: ExportView body: Exporting, running true
// expect: export: started
:advance 1s
// expect: export: page 1
:tap "Cancel export"
// expect: export: cancelled
// expect: ExportView body: Cancelled, running false
:tap "Export"
// expect: ExportView body: Exporting, running true
// expect: export: started
:advance 3s
// expect: export: page 1
// expect: export: page 2
// expect: export: page 3
// expect: ExportView body: Exported 3 pages, running false
