// Apple, "task(id:priority:_:)" (the task restarts when the id changes), Kodeco-style category browser; rules §11.3, §15.5, §10.1
import SwiftUI

enum Category: String, CaseIterable, Identifiable {
    case fruit, vegetables, dairy
    var id: Self { self }
}

struct GroceryBrowser: View {
    static let catalog: [Category: [String]] = [
        .fruit: ["Apple", "Pear"],
        .vegetables: ["Kale", "Leek", "Onion"],
        .dairy: ["Milk"],
    ]

    @State private var category = Category.fruit
    @State private var items: [String] = []

    var body: some View {
        let _ = print("body: \(category.rawValue), \(items.count) items")
        VStack {
            Picker("Category", selection: $category) {
                ForEach(Category.allCases) { category in
                    Text(category.rawValue.capitalized)
                }
            }
            ForEach(items, id: \.self) { item in
                Text(item)
            }
        }
        .task(id: category) {
            print("loading \(category.rawValue)")
            items = Self.catalog[category] ?? []
        }
    }
}

:mount GroceryBrowser()
:pick "Vegetables" in "Category"
:pick "Dairy" in "Category"

// expect: body: fruit, 0 items
// expect: loading fruit
// expect: body: fruit, 2 items
// expect: body: vegetables, 2 items
// expect: loading vegetables
// expect: body: vegetables, 3 items
// expect: body: dairy, 3 items
// expect: loading dairy
// expect: body: dairy, 1 items
