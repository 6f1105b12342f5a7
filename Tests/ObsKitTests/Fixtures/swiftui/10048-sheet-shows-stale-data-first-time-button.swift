// Stack Overflow Q&A style: "sheet shows stale data the first time": a button sets a separate @State selection and the isPresented flag; the owner's body read neither, so the sheet's content sees the selection of the last update (nil); the sheet's read makes the owner depend on it, so the second time works. sheet(item:) hands the content its item and is right at once (rules §3.5 "The stale sheet", §8.7, §13.1)
import SwiftUI

struct FruitListStale: View {
    @State private var selected: String? = nil
    @State private var showing = false
    let fruits = ["Apple", "Pear"]

    var body: some View {
        let _ = print("FruitListStale body")
        VStack {
            ForEach(fruits, id: \.self) { fruit in
                Button(fruit) {
                    selected = fruit
                    showing = true
                }
            }
        }
        .sheet(isPresented: $showing) {
            let _ = print("stale sheet content: \(selected ?? "nil")")
            Text(selected ?? "nothing selected")
        }
    }
}

struct PickedFruit: Identifiable {
    let name: String
    var id: String { name }
}

struct FruitListFixed: View {
    @State private var picked: PickedFruit?
    let fruits = ["Apple", "Pear"]

    var body: some View {
        let _ = print("FruitListFixed body")
        VStack {
            ForEach(fruits, id: \.self) { fruit in
                Button(fruit) { picked = PickedFruit(name: fruit) }
            }
        }
        .sheet(item: $picked) { fruit in
            let _ = print("item sheet content: \(fruit.name)")
            Text(fruit.name)
        }
    }
}

:mount FruitListStale()
// expect: FruitListStale body
:tap "Apple"
// expect: stale sheet content: nil
:dismiss
:tap "Pear"
// expect: FruitListStale body
// expect: stale sheet content: Pear
:dismiss
:mount FruitListFixed()
// expect: FruitListFixed body
:tap "Apple"
// expect: item sheet content: Apple
:dismiss
:tap "Pear"
// expect: item sheet content: Pear
