// Apple: StateObject ("SwiftUI creates a new instance of the model object only once during the lifetime of the container"; pass it to a subview's ObservedObject) and "Monitoring data changes in your app"; SEMANTICS §4 (thunk once, right before the first body), §6 (any @Published change invalidates every observer), §2 (same reference ⇒ child not re-run)
import SwiftUI

final class ChecklistModel: ObservableObject {
    @Published var isEnabled = false
    @Published var items = ["Tent", "Lantern"]

    init() {
        print("ChecklistModel init")
    }
}

struct ChecklistSummary: View {
    @ObservedObject var model: ChecklistModel

    var body: some View {
        let _ = print("summary body: \(model.items.count) items, enabled \(model.isEnabled)")
        Text("\(model.items.count) items packed")
            .foregroundStyle(.secondary)
    }
}

struct CampingChecklist: View {
    @StateObject private var model = ChecklistModel()
    @State private var title = "Camping"

    var body: some View {
        let _ = print("checklist body: \(title)")
        NavigationStack {
            Form {
                Section("Settings") {
                    Toggle("Enabled", isOn: $model.isEnabled)
                }
                Section {
                    Button("Add stove") { model.items.append("Stove") }
                        .disabled(!model.isEnabled)
                    Button("Rename") { title = "Weekend camping" }
                }
                ChecklistSummary(model: model)
            }
            .navigationTitle(title)
        }
    }
}

:mount CampingChecklist()
:toggle "Enabled"
:tap "Add stove"
:tap "Rename"

// expect: ChecklistModel init
// expect: checklist body: Camping
// expect: summary body: 2 items, enabled false
// expect: checklist body: Camping
// expect: summary body: 2 items, enabled true
// expect: checklist body: Camping
// expect: summary body: 3 items, enabled true
// expect: checklist body: Weekend camping
