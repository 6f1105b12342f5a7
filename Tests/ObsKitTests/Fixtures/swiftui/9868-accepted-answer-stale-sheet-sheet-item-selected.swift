// Stack Overflow style: the accepted answer to the stale sheet: `sheet(item: $selected)` builds its content from the item it presents, so the first tap already shows the right fruit; dismissal sets the item to nil, then onDismiss runs (rules §13.1, §8.7)
import SwiftUI

struct Fruit: Identifiable {
    let name: String
    var id: String { name }
}

struct FruitDetail: View {
    let name: String

    var body: some View {
        let _ = print("FruitDetail body: \(name)")
        Text(name)
    }
}

struct FruitList: View {
    @State private var selected: Fruit?
    private let fruits = [Fruit(name: "Apple"), Fruit(name: "Banana")]

    var body: some View {
        let _ = print("FruitList body")
        List(fruits) { fruit in
            Button(fruit.name) { selected = fruit }
        }
        .sheet(item: $selected, onDismiss: {
            print("dismissed, selected is \(selected?.name ?? "nil")")
        }) { fruit in
            FruitDetail(name: fruit.name)
        }
    }
}

:mount FruitList()
// expect: FruitList body
:tap "Apple"
// expect: FruitDetail body: Apple
:dismiss
// expect: dismissed, selected is nil
:tap "Banana"
// expect: FruitDetail body: Banana
