// Stack Overflow style (fix for the stale sheet): sheet(item:) with an Identifiable struct builds its content from the item, and dismissal sets the item to nil before onDismiss (rules §13.1, §3.5, §11.1)
import SwiftUI

struct Fruit: Identifiable {
    let id: Int
    let name: String
}

struct FruitDetail: View {
    let fruit: Fruit
    init(fruit: Fruit) {
        self.fruit = fruit
        print("FruitDetail.init \(fruit.name)")
    }
    var body: some View {
        let _ = print("FruitDetail.body \(fruit.name)")
        Text(fruit.name)
            .onAppear { print("detail appeared \(fruit.id)") }
    }
}

struct ContentView: View {
    @State private var chosen: Fruit?
    let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana")]

    var body: some View {
        let _ = print("ContentView.body")
        VStack {
            ForEach(fruits) { fruit in
                Button("Show \(fruit.name)") { chosen = fruit }
            }
        }
        .sheet(item: $chosen, onDismiss: {
            print("onDismiss, chosen is nil: \(chosen == nil)")
        }) { fruit in
            FruitDetail(fruit: fruit)
        }
    }
}
:mount ContentView()
// expect: ContentView.body
:tap "Show Banana"
// expect: FruitDetail.init Banana
// expect: FruitDetail.body Banana
// expect: detail appeared 2
:dismiss
// expect: onDismiss, chosen is nil: true
:tap "Show Apple"
// expect: FruitDetail.init Apple
// expect: FruitDetail.body Apple
// expect: detail appeared 1
