// SwiftUI from Apple's documentation: ForEach ties each row's state to its element's id, so inserting in front keeps existing rows
// Apple, ForEach (https://developer.apple.com/documentation/swiftui/foreach): "A structure that computes views on demand from an
// underlying collection of identified data." ForEach.init(_:content:): "It's important that the id of a data element doesn't change
// unless you replace the data element with a new data element that has a new identity. If the id of a data element changes, the
// content view generated from that data element loses any current state". Inserting Fig at index 0 only adds a row (only it appears);
// Pear keeps its like count although its position moved.
import SwiftUI

struct Fruit: Identifiable {
    let id: Int
    let name: String
}

struct FruitRow: View {
    let fruit: Fruit
    @State private var likes = 0

    var body: some View {
        Button("\(fruit.name) \(likes)") {
            likes += 1
            print("\(fruit.name) now has \(likes) likes")
        }
        .onAppear { print("\(fruit.name) appeared") }
    }
}

struct FruitList: View {
    @State private var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]

    var body: some View {
        VStack {
            Button("Add Fig") { fruits.insert(Fruit(id: 3, name: "Fig"), at: 0) }
            ForEach(fruits) { fruit in
                FruitRow(fruit: fruit)
            }
        }
    }
}

:mount FruitList()
// expect: Apple appeared
// expect: Pear appeared
:tap "Pear 0"
// expect: Pear now has 1 likes
:tap "Add Fig"
// expect: Fig appeared
:tap "Pear 1"
// expect: Pear now has 2 likes
:tap "Fig 0"
// expect: Fig now has 1 likes
