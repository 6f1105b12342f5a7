// Fatbobman style, pitfall on purpose: rows identified by index (ForEach(items.indices, id: \.self)); deleting the first row keeps the rows with ids 0 and 1, so the expanded state of "Passport" now shows on "Tickets"; with the element as the id the state goes with its row and no row body runs (rules §1.2, §2.3, §15.2)
import SwiftUI

struct ChecklistRow: View {
    let title: String
    @State private var isExpanded = false

    var body: some View {
        let _ = print("ChecklistRow body: \(title) expanded \(isExpanded)")
        VStack(alignment: .leading) {
            Button(title) { isExpanded.toggle() }
            if isExpanded {
                Text("Details for \(title)")
            }
        }
    }
}

struct ChecklistScreen: View {
    @State private var items = ["Passport", "Tickets", "Charger"]

    var body: some View {
        let _ = print("ChecklistScreen body: \(items.count)")
        List {
            ForEach(items.indices, id: \.self) { index in
                ChecklistRow(title: items[index])
            }
            .onDelete { offsets in
                items.remove(atOffsets: offsets)
            }
        }
    }
}

struct FixedChecklistScreen: View {
    @State private var items = ["Passport", "Tickets", "Charger"]

    var body: some View {
        let _ = print("FixedChecklistScreen body: \(items.count)")
        List {
            ForEach(items, id: \.self) { item in
                ChecklistRow(title: item)
            }
            .onDelete { offsets in
                items.remove(atOffsets: offsets)
            }
        }
    }
}

:mount ChecklistScreen()
// expect: ChecklistScreen body: 3
// expect: ChecklistRow body: Passport expanded false
// expect: ChecklistRow body: Tickets expanded false
// expect: ChecklistRow body: Charger expanded false
:tap "Passport"
// expect: ChecklistRow body: Passport expanded true
:delete "Passport"
// expect: ChecklistScreen body: 2
// expect: ChecklistRow body: Tickets expanded true
// expect: ChecklistRow body: Charger expanded false
:mount FixedChecklistScreen()
// expect: FixedChecklistScreen body: 3
// expect: ChecklistRow body: Passport expanded false
// expect: ChecklistRow body: Tickets expanded false
// expect: ChecklistRow body: Charger expanded false
:tap "Passport"
// expect: ChecklistRow body: Passport expanded true
:delete "Passport"
// expect: FixedChecklistScreen body: 2
