// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:) (offsets relative to the ForEach's own collection)
// Apple: SwiftUI passes onDelete "a set of indices ... relative to the dynamic view's underlying collection of
// data". With two sections, each with its own ForEach and onDelete, swiping the second vegetable passes
// offset 1 of `vegetables`, not its position in the whole list; only that section's action runs.
import SwiftUI

struct Produce: Identifiable {
    let id: Int
    let name: String
}

struct GroceryList: View {
    @State private var fruits = [Produce(id: 1, name: "Apple"), Produce(id: 2, name: "Pear")]
    @State private var vegetables = [Produce(id: 3, name: "Carrot"), Produce(id: 4, name: "Leek"), Produce(id: 5, name: "Kale")]

    var body: some View {
        List {
            Section("Fruits") {
                ForEach(fruits) { item in
                    Text(item.name)
                }
                .onDelete { offsets in
                    print("fruits offsets \(Array(offsets))")
                    fruits.remove(atOffsets: offsets)
                    print("fruits left: \(fruits.map(\.name))")
                }
            }
            Section("Vegetables") {
                ForEach(vegetables) { item in
                    Text(item.name)
                }
                .onDelete { offsets in
                    print("vegetables offsets \(Array(offsets))")
                    vegetables.remove(atOffsets: offsets)
                    print("vegetables left: \(vegetables.map(\.name))")
                }
            }
        }
    }
}

:mount GroceryList()
:delete "Leek"
// expect: vegetables offsets [1]
// expect: vegetables left: ["Carrot", "Kale"]
:delete "Pear"
// expect: fruits offsets [1]
// expect: fruits left: ["Apple"]
:delete "Kale"
// expect: vegetables offsets [1]
// expect: vegetables left: ["Carrot"]
