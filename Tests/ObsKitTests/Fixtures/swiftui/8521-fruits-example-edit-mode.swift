// SwiftUI from Apple's documentation: EditButton — https://developer.apple.com/documentation/swiftui/editbutton (the fruits example: in edit mode, dragging a row runs onMove { fruits.move(fromOffsets: $0, toOffset: $1) })
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
                .onDelete { fruits.remove(atOffsets: $0) }
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
:tap "Edit"
:move "Apple" to 3
:move "Mango" to 0
// expect: ["Banana", "Papaya", "Mango", "Apple"]
// expect: ["Mango", "Banana", "Papaya", "Apple"]
