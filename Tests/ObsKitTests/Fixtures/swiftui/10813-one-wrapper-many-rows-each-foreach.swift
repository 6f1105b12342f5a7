// Blog style (one wrapper, many rows): each ForEach row declares @Favorite, so each row has its own nested @State, kept by the row's id when rows are added or removed; the parent's renders leave equal rows alone (rules §1.2, §7.1, §2.5, §2.6, §2.7, §15.1)
import SwiftUI

@propertyWrapper
struct Favorite: DynamicProperty {
    @State private var isOn = false

    var wrappedValue: Bool {
        get { isOn }
        nonmutating set { isOn = newValue }
    }

    var projectedValue: Binding<Bool> { $isOn }
}

struct FruitRow: View {
    let fruit: String
    @Favorite var favorite: Bool

    var body: some View {
        let _ = print("FruitRow \(fruit) body, favorite = \(favorite)")
        Toggle(fruit, isOn: $favorite)
    }
}

struct ContentView: View {
    @State private var fruits = ["Apple", "Banana", "Cherry"]

    var body: some View {
        let _ = print("ContentView body, \(fruits.count) fruits")
        VStack {
            List {
                ForEach(fruits, id: \.self) { fruit in
                    FruitRow(fruit: fruit)
                }
            }
            Button("Add Date") { fruits.append("Date") }
            Button("Remove first") { fruits.removeFirst() }
        }
    }
}

:mount ContentView()
// expect: ContentView body, 3 fruits
// expect: FruitRow Apple body, favorite = false
// expect: FruitRow Banana body, favorite = false
// expect: FruitRow Cherry body, favorite = false
:toggle "Banana"
// expect: FruitRow Banana body, favorite = true
:tap "Add Date"
// expect: ContentView body, 4 fruits
// expect: FruitRow Date body, favorite = false
:tap "Remove first"
// expect: ContentView body, 3 fruits
:toggle "Cherry"
// expect: FruitRow Cherry body, favorite = true
:toggle "Banana"
// expect: FruitRow Banana body, favorite = false
