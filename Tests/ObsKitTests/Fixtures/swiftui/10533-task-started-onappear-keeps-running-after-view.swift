// async-in-views style, PITFALL on purpose: a Task { } started in onAppear keeps running after its view disappears and updates state after the view is gone: the dead view's own @State write reaches no screen, but the shared model's change re-runs the parent (rules §1.4, §11.3, §8)
import SwiftUI

@MainActor
@Observable
final class ActivityLog {
    var entries: [String] = []
}

struct UploadRow: View {
    let log: ActivityLog
    @State private var status = "waiting"

    var body: some View {
        let _ = print("UploadRow body: \(status)")
        Text("Upload: \(status)")
            .onAppear {
                Task {
                    try? await Task.sleep(for: .seconds(2))
                    status = "done"
                    log.entries.append("upload finished")
                    print("upload task still ran after the row disappeared")
                }
            }
            .onDisappear { print("UploadRow disappeared") }
    }
}

struct UploadScreen: View {
    @State private var log = ActivityLog()
    @State private var showRow = true

    var body: some View {
        let _ = print("UploadScreen body: row=\(showRow) entries=\(log.entries.count)")
        VStack {
            Button("Hide Row") { showRow = false }
            if showRow {
                UploadRow(log: log)
            }
        }
    }
}

:mount UploadScreen()
// expect: UploadScreen body: row=true entries=0
// expect: UploadRow body: waiting
:tap "Hide Row"
// expect: UploadScreen body: row=false entries=0
// expect: UploadRow disappeared
:advance 2s
// expect: upload task still ran after the row disappeared
// expect: UploadScreen body: row=false entries=1
