// Apple, "ForEach" (identifiable data), https://developer.apple.com/documentation/swiftui/foreach — rows keyed by their elements' ids keep their own @State when a new element is inserted above them, and a removed element's row alone goes
// Apple: ForEach "uses the identity of the underlying data to determine which views to create and which to
// keep"; each row acts as if it carried .id of its element (rules §1.2). An insert makes one new row; the others,
// equal to their last values, skip their bodies (§2.6 choice, §2.7) and keep their likes; a removal destroys only
// that row, whose onDisappear runs (§1.4, §11.1).
import SwiftUI

struct Fruit: Identifiable {
    let id: Int
    let name: String
}

struct FruitRow: View {
    let fruit: Fruit
    @State private var likes = 0

    var body: some View {
        let _ = print("\(fruit.name) row body, likes \(likes)")
        Button("\(fruit.name) likes \(likes)") { likes += 1 }
            .onAppear { print("\(fruit.name) appear") }
            .onDisappear { print("\(fruit.name) disappear") }
    }
}

struct FruitList: View {
    @State private var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana")]

    var body: some View {
        let _ = print("FruitList body, \(fruits.count) fruits")
        VStack {
            Button("Insert Cherry") { fruits.insert(Fruit(id: 3, name: "Cherry"), at: 0) }
            Button("Remove Apple") { fruits.removeAll { $0.id == 1 } }
            List {
                ForEach(fruits) { fruit in
                    FruitRow(fruit: fruit)
                }
            }
        }
    }
}

:mount FruitList()
// expect: FruitList body, 2 fruits
// expect: Apple row body, likes 0
// expect: Banana row body, likes 0
// expect: Apple appear
// expect: Banana appear
:tap "Apple likes 0"
// expect: Apple row body, likes 1
:tap "Insert Cherry"
// expect: FruitList body, 3 fruits
// expect: Cherry row body, likes 0
// expect: Cherry appear
:tap "Apple likes 1"
// expect: Apple row body, likes 2
:tap "Remove Apple"
// expect: FruitList body, 2 fruits
// expect: Apple disappear
:tap "Banana likes 0"
// expect: Banana row body, likes 1
