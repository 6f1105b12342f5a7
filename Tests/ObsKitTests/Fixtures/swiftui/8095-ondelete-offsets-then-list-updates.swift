// SwiftUI from Apple's documentation: swiping a row away calls onDelete with its offset; the action removes the element
// Apple, onDelete(perform:) (https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)): "SwiftUI passes
// a set of indices to the closure that's relative to the dynamic view's underlying collection of data", and "You must delete the
// corresponding item within action". The list's body then runs with the shorter array.
import SwiftUI

struct Fruit: Identifiable {
    let id: Int
    let name: String
}

struct FruitList: View {
    @State private var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear"), Fruit(id: 3, name: "Fig")]
    var body: some View {
        let _ = print("FruitList body: \(fruits.map(\.name).joined(separator: ", "))")
        List {
            ForEach(fruits) { fruit in
                Text(fruit.name)
            }
            .onDelete { offsets in
                print("onDelete offsets: \(Array(offsets))")
                fruits.remove(atOffsets: offsets)
            }
        }
    }
}

:mount FruitList()
// expect: FruitList body: Apple, Pear, Fig
:delete "Pear"
// expect: onDelete offsets: [1]
// expect: FruitList body: Apple, Fig
:delete "Fig"
// expect: onDelete offsets: [1]
// expect: FruitList body: Apple
