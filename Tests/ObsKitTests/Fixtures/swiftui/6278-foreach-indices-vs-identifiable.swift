// "After deleting a row, the wrong row keeps its state (ForEach over indices)": rows keyed by index keep state by position, rows keyed by Identifiable id keep it with their element (SEMANTICS §1 explicit identity "ForEach ids... Same id ⇒ node kept; vanished id ⇒ destroyed"; Apple: ForEach "the id of each element must be stable")
import SwiftUI

struct Fruit: Identifiable {
    let id: String
}

struct StarRow: View {
    let prefix: String
    let name: String
    @State private var starred = false

    var body: some View {
        HStack {
            Text(name)
            Button("Star \(prefix) \(name)") { starred = true }
            Button("Check \(prefix) \(name)") {
                print("\(prefix) \(name) starred: \(starred)")
            }
        }
    }
}

struct FruitLists: View {
    @State private var fruits = [Fruit(id: "Apple"), Fruit(id: "Banana"), Fruit(id: "Cherry")]

    var body: some View {
        VStack {
            Button("Delete first") { fruits.remove(at: 0) }
            ForEach(fruits.indices, id: \.self) { index in
                StarRow(prefix: "index", name: fruits[index].id)
            }
            ForEach(fruits) { fruit in
                StarRow(prefix: "id", name: fruit.id)
            }
        }
    }
}

:mount FruitLists()
:tap "Star index Banana"
:tap "Star id Banana"
:tap "Delete first"
:tap "Check index Banana"
:tap "Check index Cherry"
:tap "Check id Banana"
:tap "Check id Cherry"

// expect: index Banana starred: false
// expect: index Cherry starred: true
// expect: id Banana starred: true
// expect: id Cherry starred: false
