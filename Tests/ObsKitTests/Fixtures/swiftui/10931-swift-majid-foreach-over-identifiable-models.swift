// Blog style (Swift with Majid): ForEach over Identifiable models keeps each row's @State with its element when a row is inserted at the top (rules §1.2, §2.3, §2.7, §3.2)
import SwiftUI

struct Fruit: Identifiable {
    let id: Int
    var name: String
}

struct FruitRow: View {
    let fruit: Fruit
    @State private var expanded = false

    var body: some View {
        let _ = print("FruitRow body \(fruit.name) expanded=\(expanded)")
        Button(expanded ? "Hide \(fruit.name)" : "Show \(fruit.name)") {
            expanded.toggle()
        }
    }
}

struct ContentView: View {
    @State private var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana")]
    @State private var nextID = 3

    var body: some View {
        let _ = print("ContentView body, \(fruits.count) fruits")
        List {
            ForEach(fruits) { fruit in
                FruitRow(fruit: fruit)
            }
        }
        Button("Add Cherry") {
            fruits.insert(Fruit(id: nextID, name: "Cherry"), at: 0)
            nextID += 1
        }
    }
}
:mount ContentView()
// expect: ContentView body, 2 fruits
// expect: FruitRow body Apple expanded=false
// expect: FruitRow body Banana expanded=false
:tap "Show Banana"
// expect: FruitRow body Banana expanded=true
:tap "Add Cherry"
// expect: ContentView body, 3 fruits
// expect: FruitRow body Cherry expanded=false
:tap "Hide Banana"
// expect: FruitRow body Banana expanded=false
