// Apple Developer Forums style: classic pitfall (on purpose): "my sheet shows the old selection the first time": the button sets the selection and the sheet flag, the owner's body read neither, and the sheet's content reads the selection of the last update (nil); the next time it is right. The accepted fix is .sheet(item:) (rules §3.5 "the stale sheet", §13.1, §8.7)
import SwiftUI

struct Fruit: Identifiable {
    let id: Int
    let name: String
}

let fruitList = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana")]

struct FruitDetail: View {
    let name: String

    var body: some View {
        let _ = print("FruitDetail body: \(name)")
        Text(name)
    }
}

struct FruitPicker: View {
    @State private var selected: Fruit?
    @State private var showing = false

    var body: some View {
        let _ = print("FruitPicker body")
        VStack {
            ForEach(fruitList) { fruit in
                Button(fruit.name) {
                    selected = fruit
                    showing = true
                }
            }
        }
        .sheet(isPresented: $showing) {
            FruitDetail(name: selected?.name ?? "none")
        }
    }
}

struct FixedFruitPicker: View {
    @State private var selected: Fruit?

    var body: some View {
        let _ = print("FixedFruitPicker body")
        VStack {
            ForEach(fruitList) { fruit in
                Button(fruit.name) { selected = fruit }
            }
        }
        .sheet(item: $selected) { fruit in
            FruitDetail(name: fruit.name)
        }
    }
}

:mount FruitPicker()
// expect: FruitPicker body
:tap "Apple"
// expect: FruitDetail body: none
:dismiss
:tap "Banana"
// expect: FruitPicker body
// expect: FruitDetail body: Banana
:mount FixedFruitPicker()
// expect: FixedFruitPicker body
:tap "Apple"
// expect: FruitDetail body: Apple
:dismiss
:tap "Banana"
// expect: FruitDetail body: Banana
