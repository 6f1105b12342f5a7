// SwiftUI from Apple's documentation: onDelete(perform:) — https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:) (the indices are relative to that dynamic view's own collection, not to the whole List)
import SwiftUI

struct Groceries: View {
    @State private var fruit = ["Apple", "Pear", "Plum"]
    @State private var veg = ["Leek", "Kale", "Corn"]
    var body: some View {
        List {
            Section("Fruit") {
                ForEach(fruit, id: \.self) { Text($0) }
                    .onDelete { offsets in
                        print("fruit offsets \(Array(offsets))")
                        fruit.remove(atOffsets: offsets)
                    }
            }
            Section("Vegetables") {
                ForEach(veg, id: \.self) { Text($0) }
                    .onDelete { offsets in
                        print("veg offsets \(Array(offsets))")
                        veg.remove(atOffsets: offsets)
                        print(veg)
                    }
            }
        }
    }
}

:mount Groceries()
:delete "Kale"
:delete "Leek"
// expect: veg offsets [1]
// expect: ["Leek", "Corn"]
// expect: veg offsets [0]
// expect: ["Corn"]
