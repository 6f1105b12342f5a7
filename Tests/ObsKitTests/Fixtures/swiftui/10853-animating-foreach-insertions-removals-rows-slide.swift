// Tutorial style (animating ForEach insertions and removals): rows with a .slide transition are removed and appended inside withAnimation; only the new row's body runs, a removed row disappears, the others are equal values and stay untouched (rules §1.2, §2.3, §2.7, §11.1, §15.15)
import SwiftUI

struct Fruit: Identifiable {
    let id: Int
    let name: String
}

struct FruitRow: View {
    let fruit: Fruit

    var body: some View {
        let _ = print("FruitRow body: \(fruit.name)")
        Text(fruit.name)
            .padding(6)
            .onAppear { print("\(fruit.name) appeared") }
            .onDisappear { print("\(fruit.name) disappeared") }
    }
}

struct FruitListView: View {
    @State private var fruits = [
        Fruit(id: 1, name: "Apple"),
        Fruit(id: 2, name: "Banana"),
        Fruit(id: 3, name: "Cherry"),
    ]
    @State private var nextID = 4

    var body: some View {
        let _ = print("FruitListView body: \(fruits.count) fruits")
        VStack {
            ForEach(fruits) { fruit in
                FruitRow(fruit: fruit)
                    .transition(.slide)
            }
            Button("Remove first") {
                guard !fruits.isEmpty else { return }
                withAnimation {
                    _ = fruits.removeFirst()
                }
            }
            Button("Add Date") {
                withAnimation(.bouncy) {
                    fruits.append(Fruit(id: nextID, name: "Date"))
                }
                nextID += 1
            }
        }
    }
}

:mount FruitListView()
// expect: FruitListView body: 3 fruits
// expect: FruitRow body: Apple
// expect: FruitRow body: Banana
// expect: FruitRow body: Cherry
// expect: Apple appeared
// expect: Banana appeared
// expect: Cherry appeared
:tap "Remove first"
// expect: FruitListView body: 2 fruits
// expect: Apple disappeared
:tap "Add Date"
// expect: FruitListView body: 3 fruits
// expect: FruitRow body: Date
// expect: Date appeared
:tap "Remove first"
// expect: FruitListView body: 2 fruits
// expect: Banana disappeared
