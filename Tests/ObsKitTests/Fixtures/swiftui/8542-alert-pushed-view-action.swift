// SwiftUI from Apple's documentation: alert(_:isPresented:actions:) and DismissAction — https://developer.apple.com/documentation/swiftui/dismissaction (an alert in a pushed view; its action calls dismiss(), which pops the pushed view off the NavigationStack)
import SwiftUI

struct ReportDetail: View {
    let name: String
    @State private var confirmDelete = false
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Delete \(name)") { confirmDelete = true }
            .alert("Delete \(name)?", isPresented: $confirmDelete) {
                Button("Confirm", role: .destructive) {
                    print("deleting \(name)")
                    dismiss()
                }
                Button("Keep", role: .cancel) { }
            }
    }
}

struct Reports: View {
    @State private var path: [String] = []
    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Q1", value: "Q1")
                NavigationLink("Q2", value: "Q2")
            }
            .navigationDestination(for: String.self) { name in
                ReportDetail(name: name)
            }
        }
        .onChange(of: path) { _, newValue in print("path \(newValue)") }
    }
}

:mount Reports()
:tap "Q2"
:tap "Delete Q2"
:tap "Keep"
:tap "Delete Q2"
:tap "Confirm"
// expect: path ["Q2"]
// expect: deleting Q2
// expect: path []
