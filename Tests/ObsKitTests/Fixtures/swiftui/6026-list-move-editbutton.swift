// An editable list with EditButton in the toolbar, .onMove and .onDelete using Array's
// move(fromOffsets:toOffset:) and remove(atOffsets:) (Apple's "Making a list editable" pattern).
// Expected: dragging "Cherry" to the top gives Cherry, Apple, Banana; deleting "Apple" leaves Cherry, Banana.
// Source: https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:) ;
// https://developer.apple.com/documentation/swiftui/editbutton
import SwiftUI

struct FruitList: View {
    @State private var fruits = ["Apple", "Banana", "Cherry"]
    var body: some View {
        NavigationStack {
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
            .onChange(of: fruits) { print($1) }
        }
    }
}

:mount FruitList()
:move "Cherry" to 0
:delete "Apple"
:tree

// expect: ["Cherry", "Apple", "Banana"]
// expect: ["Cherry", "Banana"]
// expect: FruitList#1
// expect:   NavigationStack
// expect:     List  .navigationTitle .toolbar .onChange
// expect:       row #4  .onDelete .onMove
// expect:         Text "Cherry"
// expect:       row #3  .onDelete .onMove
// expect:         Text "Banana"
// expect:     toolbar:
// expect:       Button "Edit"
