// Apple documentation style ("task(id:priority:_:)"): a menu loader whose .task(id: category) starts on appear and restarts when the picked category changes; a pick while a load sleeps cancels it (it never finishes), and a finished load that writes an equal array runs no body (rules §11.3, §3.4, §10.1)
import SwiftUI

enum Category: String, CaseIterable, Identifiable {
    case donuts, drinks
    var id: Self { self }
}

struct MenuLoader: View {
    @State private var category = Category.donuts
    @State private var items: [String] = []

    var body: some View {
        let _ = print("MenuLoader body: \(category.rawValue), \(items.count) items")
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
            let current = category
            print("load \(current.rawValue) started")
            do {
                try await Task.sleep(for: .seconds(1))
            } catch {
                return
            }
            items = current == .donuts ? ["Glazed", "Cruller"] : ["Latte"]
            print("load \(current.rawValue) finished")
        }
    }
}

:mount MenuLoader()
// expect: MenuLoader body: donuts, 0 items
// expect: load donuts started
:advance 1s
// expect: load donuts finished
// expect: MenuLoader body: donuts, 2 items
:pick "Drinks" in "Category"
// expect: MenuLoader body: drinks, 2 items
// expect: load drinks started
:advance 500ms
:pick "Donuts" in "Category"
// expect: MenuLoader body: donuts, 2 items
// expect: load donuts started
:advance 1s
// expect: load donuts finished
:pick "Drinks" in "Category"
// expect: MenuLoader body: drinks, 2 items
// expect: load drinks started
:advance 1s
// expect: load drinks finished
// expect: MenuLoader body: drinks, 1 items
