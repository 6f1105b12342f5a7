// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/editbutton (the Fruits list with onDelete, onMove and an EditButton)
// Apple's EditButton page: a ForEach over `fruits` (id: \.self) with `.onDelete { fruits.remove(atOffsets: $0) }`
// and `.onMove { fruits.move(fromOffsets: $0, toOffset: $1) }`, and an EditButton in the toolbar. In edit
// mode the list shows delete and move controls. Each delete or move rewrites the @State array, and the
// body (which reads it) runs once.
// - Deleting Banana passes offset 1; dragging Mango (offset 3) to the top passes destination 0.
import SwiftUI

struct FruitsView: View {
    @State private var fruits = [
        "Apple",
        "Banana",
        "Papaya",
        "Mango",
    ]

    var body: some View {
        let _ = print(fruits.joined(separator: ", "))
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
    }
}

:mount FruitsView()
// expect: Apple, Banana, Papaya, Mango
:tap "Edit"
:delete "Banana"
// expect: Apple, Papaya, Mango
:move "Mango" to 0
// expect: Mango, Apple, Papaya
:tap "Done"
