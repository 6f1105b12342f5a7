// Kodeco / HWS checklist lessons: List($items) { $item in Toggle(...) } editing an array of structs in @State through element bindings, a header that counts finished items, "Uncheck all" and a new item appended (Apple: List init(_:rowContent:) with a Binding to a collection, Toggle; SEMANTICS §3 the owner reads the array, so every toggle re-runs it once)
import SwiftUI

struct ChecklistItem: Identifiable {
    let id: Int
    var title: String
    var isDone = false
}

struct PackingListView: View {
    @State private var items = [
        ChecklistItem(id: 1, title: "Passport"),
        ChecklistItem(id: 2, title: "Charger"),
        ChecklistItem(id: 3, title: "Sunscreen"),
    ]

    var body: some View {
        let doneCount = items.filter(\.isDone).count
        let _ = print("packed \(doneCount) of \(items.count)")
        VStack {
            List($items) { $item in
                Toggle(item.title, isOn: $item.isDone)
            }
            Button("Uncheck all") {
                for index in items.indices {
                    items[index].isDone = false
                }
            }
            Button("Add Snacks") {
                items.append(ChecklistItem(id: items.count + 1, title: "Snacks"))
            }
        }
    }
}

:mount PackingListView()
:toggle "Charger"
:toggle "Passport"
:toggle "Charger"
:tap "Add Snacks"
:toggle "Snacks"
:tap "Uncheck all"

// expect: packed 0 of 3
// expect: packed 1 of 3
// expect: packed 2 of 3
// expect: packed 1 of 3
// expect: packed 1 of 4
// expect: packed 2 of 4
// expect: packed 0 of 4
