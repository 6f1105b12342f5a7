// Row state and ForEach identity: rows with their own @State `liked`, keyed by an Identifiable id, and a new item
// inserted at the top.
// What SwiftUI does: each ForEach row is identified by its element's id, as if it carried `.id(element.id)`
// (rules §1.2; Apple, ForEach: https://developer.apple.com/documentation/swiftui/foreach, "the identity of each
// element"). Inserting Cherry at index 0 makes one new row (its body, its onAppear); Apple and Banana keep their
// nodes and their state even though they moved, and their values are equal, so their bodies do not run
// (rules §1.2, §2.7). The later tap on Apple finds it still liked and unlikes it.
import SwiftUI

struct Fruit: Identifiable {
    let id: Int
    let name: String
}

struct FruitRow: View {
    let fruit: Fruit
    @State private var liked = false

    var body: some View {
        let _ = print("FruitRow \(fruit.name) body, liked \(liked)")
        Button(fruit.name) { liked.toggle() }
            .onAppear { print("\(fruit.name) row appeared") }
    }
}

struct FruitList: View {
    @State private var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana")]
    @State private var nextID = 3

    var body: some View {
        let _ = print("FruitList body, \(fruits.count) fruits")
        VStack {
            ForEach(fruits) { fruit in
                FruitRow(fruit: fruit)
            }
            Button("Add Cherry at top") {
                fruits.insert(Fruit(id: nextID, name: "Cherry"), at: 0)
                nextID += 1
            }
        }
    }
}

:mount FruitList()
// expect: FruitList body, 2 fruits
// expect: FruitRow Apple body, liked false
// expect: FruitRow Banana body, liked false
// expect: Apple row appeared
// expect: Banana row appeared
:tap "Apple"
// expect: FruitRow Apple body, liked true
:tap "Add Cherry at top"
// expect: FruitList body, 3 fruits
// expect: FruitRow Cherry body, liked false
// expect: Cherry row appeared
:tap "Apple"
// expect: FruitRow Apple body, liked false
:tap "Banana"
// expect: FruitRow Banana body, liked true
