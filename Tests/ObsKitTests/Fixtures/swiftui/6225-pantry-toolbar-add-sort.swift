// A pantry list with two toolbar buttons (Add, and Sort disabled until there are two items) and onChange(of:) with old and new values to save; expected output by the SwiftUI rules (rules §3 an equal @State write does nothing, a read state re-runs its owner; onChange runs after the body that produced the new value; Apple: toolbar(content:), ToolbarItem(placement:), onChange(of:initial:_:))
import SwiftUI

struct PantryView: View {
    @State private var items: [String] = ["Rice"]
    private let suggestions = ["Beans", "Apples", "Oats"]

    var body: some View {
        let _ = print("pantry body: \(items.count) items")
        NavigationStack {
            List(items, id: \.self) { item in
                Text(item)
            }
            .navigationTitle("Pantry")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Sort") {
                        items.sort()
                    }
                    .disabled(items.count < 2)
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("Add") {
                        if let next = suggestions.first(where: { !items.contains($0) }) {
                            items.append(next)
                        }
                    }
                }
            }
        }
        .onChange(of: items) { oldItems, newItems in
            print("saved \(newItems.joined(separator: ", ")) (was \(oldItems.count))")
        }
    }
}

:mount PantryView()
:tap "Add"
:tap "Add"
:tap "Sort"
:tap "Sort"
:tap "Add"
:tap "Add"

// expect: pantry body: 1 items
// expect: pantry body: 2 items
// expect: saved Rice, Beans (was 1)
// expect: pantry body: 3 items
// expect: saved Rice, Beans, Apples (was 2)
// expect: pantry body: 3 items
// expect: saved Apples, Beans, Rice (was 3)
// expect: pantry body: 4 items
// expect: saved Apples, Beans, Rice, Oats (was 3)
