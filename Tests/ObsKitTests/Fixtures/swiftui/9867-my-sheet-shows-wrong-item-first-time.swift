// Stack Overflow style: "my sheet shows the wrong item the first time I open it" (the asker's version: a selection and an isPresented flag set together, and a sheet that reads the selection)
// PITFALL (on purpose): FruitList's body never read `selected`, so the tap doesn't re-run it, and the sheet's content, built from the last body's closure, sees the selection of that update (nil); the content's read makes the list depend on `selected`, so the second time works (rules §3.5 "The stale sheet", §8.7, §13.1)
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
    @State private var showingDetail = false
    private let fruits = [Fruit(name: "Apple"), Fruit(name: "Banana")]

    var body: some View {
        let _ = print("FruitList body")
        List(fruits) { fruit in
            Button(fruit.name) {
                selected = fruit
                showingDetail = true
            }
        }
        .sheet(isPresented: $showingDetail) {
            FruitDetail(name: selected?.name ?? "nothing selected")
        }
    }
}

:mount FruitList()
// expect: FruitList body
:tap "Apple"
// expect: FruitDetail body: nothing selected
:dismiss
:tap "Banana"
// expect: FruitList body
// expect: FruitDetail body: Banana
