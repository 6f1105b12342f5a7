// Tutorial style (loading in a sheet with .task): the task starts after the sheet's first body, its result re-runs the body, and dismissing mid-load cancels it (rules §11.3, §1.4, §13.1, §10.1)
import SwiftUI

struct ReportSheet: View {
    @State private var status = "loading"
    var body: some View {
        let _ = print("ReportSheet.body \(status)")
        Text(status)
            .task {
                print("task start")
                do {
                    try await Task.sleep(for: .seconds(1))
                    status = "ready"
                    print("loaded")
                } catch {
                    print("task cancelled")
                }
            }
    }
}

struct DashboardView: View {
    @State private var showReport = false
    var body: some View {
        Button("Open Report") { showReport = true }
            .sheet(isPresented: $showReport) {
                ReportSheet()
            }
    }
}
:mount DashboardView()
:tap "Open Report"
// expect: ReportSheet.body loading
// expect: task start
:advance 1s
// expect: loaded
// expect: ReportSheet.body ready
:dismiss
:tap "Open Report"
// expect: ReportSheet.body loading
// expect: task start
:dismiss
// expect: task cancelled
:advance 2s
