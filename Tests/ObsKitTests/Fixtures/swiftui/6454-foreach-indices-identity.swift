// objc.io "Thinking in SwiftUI" / Fatbobman "ForEach identity": ForEach over indices with id: \.self ties row state to the position, not the element; Apple "ForEach"; rules §1.2, §2.7, §11.1
import SwiftUI

struct FruitRow: View {
    let name: String
    @State private var starred = false

    var body: some View {
        let _ = print("FruitRow body: \(name) starred \(starred)")
        HStack {
            Text(name)
            Button(starred ? "Unstar \(name)" : "Star \(name)") { starred.toggle() }
        }
        .onAppear { print("appear \(name)") }
    }
}

struct FruitList: View {
    @State private var fruits = ["Apple", "Banana"]

    var body: some View {
        let _ = print("FruitList body: \(fruits)")
        VStack {
            ForEach(fruits.indices, id: \.self) { index in
                FruitRow(name: fruits[index])
            }
            Button("Add Avocado") { fruits.insert("Avocado", at: 0) }
        }
    }
}

:mount FruitList()
:tap "Star Apple"
:tap "Add Avocado"
:tap "Unstar Avocado"

// expect: FruitList body: ["Apple", "Banana"]
// expect: FruitRow body: Apple starred false
// expect: FruitRow body: Banana starred false
// expect: appear Apple
// expect: appear Banana
// expect: FruitRow body: Apple starred true
// expect: FruitList body: ["Avocado", "Apple", "Banana"]
// expect: FruitRow body: Avocado starred true
// expect: FruitRow body: Apple starred false
// expect: FruitRow body: Banana starred false
// expect: appear Banana
// expect: FruitRow body: Avocado starred false
