// Hacking with Swift, "How to let users delete rows from a list" (ForEach + onDelete + EditButton); rules §15.2, §15.25, §3.4
import SwiftUI

struct Fruit: Identifiable {
    let id: Int
    var name: String
}

struct FruitListView: View {
    @State private var fruits = [
        Fruit(id: 1, name: "Apple"),
        Fruit(id: 2, name: "Banana"),
        Fruit(id: 3, name: "Cherry"),
    ]

    var body: some View {
        let _ = print("FruitListView body: \(fruits.map(\.name))")
        NavigationStack {
            List {
                ForEach(fruits) { fruit in
                    Text(fruit.name)
                }
                .onDelete(perform: deleteFruits)
            }
            .navigationTitle("Fruit")
            .toolbar { EditButton() }
        }
    }

    func deleteFruits(at offsets: IndexSet) {
        print("deleting rows \(Array(offsets))")
        fruits.remove(atOffsets: offsets)
    }
}

:mount FruitListView()
:delete "Banana"
:delete "Apple"

// expect: FruitListView body: ["Apple", "Banana", "Cherry"]
// expect: deleting rows [1]
// expect: FruitListView body: ["Apple", "Cherry"]
// expect: deleting rows [0]
// expect: FruitListView body: ["Cherry"]
