// Cafe menu: a segmented `Picker` bound to an `@Observable` model's category, and `.task(id: model.category)`
// loading that category's items, own code.
// What SwiftUI does: `$model.category` writes the model (rules §9.2); the body read `category` (for the task's id and
// its print), so it runs (rules §8), and after the update the task restarts for the new id (rules §11.3). The load's
// write runs the body again a moment later. The previous load had finished, so nothing is cancelled.
// Sources: rules §8, §9.2, §10.1, §11.3, §15.5; https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
// https://developer.apple.com/documentation/swiftui/picker
import SwiftUI

@MainActor
@Observable
final class CafeMenuModel {
    var category = "Coffee"
    var items: [String] = []

    func loadItems(for category: String) async {
        print("loading \(category)")
        do {
            try await Task.sleep(for: .milliseconds(600))
            items = category == "Coffee" ? ["Espresso", "Flat white"] : ["Green", "Chai", "Rooibos"]
            print("loaded \(category)")
        } catch {
            print("loading \(category) cancelled")
        }
    }
}

struct CafeMenuView: View {
    @State private var model = CafeMenuModel()

    var body: some View {
        let _ = print("CafeMenuView body: \(model.category), \(model.items.count) items")
        VStack {
            Picker("Category", selection: $model.category) {
                Text("Coffee").tag("Coffee")
                Text("Tea").tag("Tea")
            }
            .pickerStyle(.segmented)
            ForEach(model.items, id: \.self) { item in
                Text(item)
            }
        }
        .task(id: model.category) {
            await model.loadItems(for: model.category)
        }
    }
}

:mount CafeMenuView()
// expect: CafeMenuView body: Coffee, 0 items
// expect: loading Coffee
:advance 600ms
// expect: loaded Coffee
// expect: CafeMenuView body: Coffee, 2 items
:pick "Tea" in "Category"
// expect: CafeMenuView body: Tea, 2 items
// expect: loading Tea
:advance 600ms
// expect: loaded Tea
// expect: CafeMenuView body: Tea, 3 items
