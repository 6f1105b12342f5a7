// SwiftUI from a community tutorial: https://useyourloaf.com/blog/swiftui-onchange-deprecation (the pre-iOS 17 onChange(of:perform:) with a capture list to compare the old count with the new one)
// Use Your Loaf: with `onChange(of:perform:)` "The closure has a single argument for the new value of the count. If I
// only want to scroll when the count increases I need to capture the value before the state changes:
// `.onChange(of: count) { [count] newCount in if newCount > count ... }`" - "The closure captures the value before the
// change." Apple's onChange(of:perform:) page says the same: "The previous value may be captured by the closure to
// compare it to the new value." The store is an ObservableObject from the environment, as in the post's ListView.
// - Add two items (it grew, so it would scroll); remove one (it shrank).
import SwiftUI

final class ItemStore: ObservableObject {
    @Published var items: [String] = ["Item 1"]
    var itemCount: Int { items.count }
}

struct ListView: View {
    @EnvironmentObject private var store: ItemStore

    var count: Int {
        store.itemCount
    }

    var body: some View {
        List {
            ForEach(store.items, id: \.self) { item in
                Text(item)
            }
        }
        .onChange(of: count) { [count] newCount in
            if newCount > count {
                print("grew from \(count) to \(newCount): scroll to the last item")
            } else {
                print("shrank from \(count) to \(newCount)")
            }
        }
    }
}

struct ItemsRoot: View {
    @StateObject private var store = ItemStore()

    var body: some View {
        VStack {
            Button("Add") { store.items.append("Item \(store.items.count + 1)") }
            Button("Remove last") { store.items.removeLast() }
            ListView()
        }
        .environmentObject(store)
    }
}

:mount ItemsRoot()
:tap "Add"
// expect: grew from 1 to 2: scroll to the last item
:tap "Add"
// expect: grew from 2 to 3: scroll to the last item
:tap "Remove last"
// expect: shrank from 3 to 2
