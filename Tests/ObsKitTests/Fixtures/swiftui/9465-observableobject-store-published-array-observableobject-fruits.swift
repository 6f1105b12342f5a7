// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/observedobject (an ObservableObject store with a @Published array of ObservableObject fruits; each row observes its own fruit with @ObservedObject, so renaming one re-renders that row only, while adding a fruit changes the array and re-runs the list)
// Apple's ObservedObject page: "A property wrapper type that subscribes to an observable object and invalidates a
// view whenever the observable object changes." The list observes the store, whose objectWillChange fires only when
// the @Published array itself is assigned (an append, not a change inside an element, which is a class). The row
// observes its fruit, so the rename updates the row's label, and the store's body doesn't run again.
import SwiftUI

final class Fruit: ObservableObject, Identifiable {
    let id = UUID()
    @Published var name: String
    init(_ name: String) { self.name = name }
}

final class FruitStore: ObservableObject {
    @Published var fruits = [Fruit("Apple"), Fruit("Cherry")]
}

struct FruitRow: View {
    @ObservedObject var fruit: Fruit
    var body: some View {
        Button("Rename \(fruit.name)") {
            fruit.name += "!"
        }
    }
}

struct FruitList: View {
    @StateObject private var store = FruitStore()

    var body: some View {
        let _ = print("list body: \(store.fruits.count) fruits")
        NavigationStack {
            List(store.fruits) { fruit in
                FruitRow(fruit: fruit)
            }
            .toolbar {
                Button("Add Plum") { store.fruits.append(Fruit("Plum")) }
            }
        }
    }
}

:mount FruitList()
// expect: list body: 2 fruits
:tap "Rename Apple"
:tap "Rename Apple!"
:tap "Add Plum"
// expect: list body: 3 fruits
:tap "Rename Plum"
:tap "Rename Cherry"
:tap "Rename Apple!!"
