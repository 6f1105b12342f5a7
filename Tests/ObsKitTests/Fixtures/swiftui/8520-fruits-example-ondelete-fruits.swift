// SwiftUI from Apple's documentation: EditButton — https://developer.apple.com/documentation/swiftui/editbutton (the fruits example: onDelete { fruits.remove(atOffsets: $0) } gets the deleted row's offset)
import SwiftUI

struct FruitList: View {
    @State private var fruits = [
        "Apple",
        "Banana",
        "Papaya",
        "Mango"
    ]

    var body: some View {
        NavigationView {
            List {
                ForEach(fruits, id: \.self) { fruit in
                    Text(fruit)
                }
                .onDelete {
                    print("delete offsets \(Array($0))")
                    fruits.remove(atOffsets: $0)
                }
                .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
            }
            .navigationTitle("Fruits")
            .toolbar {
                EditButton()
            }
        }
        .onChange(of: fruits) { _, newValue in print(newValue) }
    }
}

:mount FruitList()
:delete "Banana"
:delete "Mango"
// expect: delete offsets [1]
// expect: ["Apple", "Papaya", "Mango"]
// expect: delete offsets [2]
// expect: ["Apple", "Papaya"]
