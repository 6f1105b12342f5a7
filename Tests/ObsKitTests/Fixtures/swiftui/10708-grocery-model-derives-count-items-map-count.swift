// combine style: a grocery model derives a count with `$items.map(\.count).removeDuplicates().sink` and prints it; a swipe to delete through `onDelete` publishes the new array (the sink sees it before storage changes), and the list body runs once (rules §6.3, §15.2)
import SwiftUI
import Combine

final class GroceryModel: ObservableObject {
    @Published var items = ["Bread", "Milk", "Eggs"]
    private var bag = Set<AnyCancellable>()

    init() {
        $items
            .map(\.count)
            .removeDuplicates()
            .sink { [weak self] count in
                print("count now \(count) (stored \(self?.items.count ?? -1))")
            }
            .store(in: &bag)
    }
}

struct GroceryList: View {
    @StateObject private var groceries = GroceryModel()

    var body: some View {
        let _ = print("GroceryList body: \(groceries.items)")
        List {
            ForEach(groceries.items, id: \.self) { item in
                Text(item)
            }
            .onDelete { offsets in
                groceries.items.remove(atOffsets: offsets)
            }
            Button("Sort") { groceries.items.sort() }
        }
    }
}

:mount GroceryList()
// expect: count now 3 (stored 3)
// expect: GroceryList body: ["Bread", "Milk", "Eggs"]
:delete "Milk"
// expect: count now 2 (stored 3)
// expect: GroceryList body: ["Bread", "Eggs"]
:tap "Sort"
// expect: GroceryList body: ["Bread", "Eggs"]
