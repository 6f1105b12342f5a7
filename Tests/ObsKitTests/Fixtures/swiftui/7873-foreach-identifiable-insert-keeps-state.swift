// Forum question: "I insert a new fruit at the top of my List. Does the Banana row keep its tap count, or does
// the count slide down to whatever row now sits where Banana was?" SwiftUI keys each ForEach row by its element's
// id (rules §1.2; Apple `foreach`: the views are identified by the data's id): Banana's node and its @State stay
// with id 2 wherever the row sits. Inserting re-runs the list's body (it read `fruits`, §3.5); the Apple and Banana
// rows get values equal to their last ones (the `fruit` field compares field by field, the @State its initial
// value: §2.3, §2.5), so their bodies don't run (§2.7); only the new Cherry row is made (first run, §12.2).
import SwiftUI

struct Fruit: Identifiable {
    let id: Int
    var name: String
}

struct FruitRow: View {
    let fruit: Fruit
    @State private var taps = 0

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("  \(fruit.name) taps \(taps)")
        Button("\(fruit.name) \(taps)") { taps += 1 }
    }
}

struct FruitList: View {
    @State private var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana")]

    var body: some View {
        let _ = Self._printChanges()
        List {
            ForEach(fruits) { fruit in
                FruitRow(fruit: fruit)
            }
        }
        Button("Add Cherry") { fruits.insert(Fruit(id: 3, name: "Cherry"), at: 0) }
    }
}

:mount FruitList()
// expect: FruitList: @self, @identity, _fruits changed.
// expect: FruitRow: @self, @identity, _taps changed.
// expect:   Apple taps 0
// expect: FruitRow: @self, @identity, _taps changed.
// expect:   Banana taps 0
:tap "Banana 0"
// expect: FruitRow: _taps changed.
// expect:   Banana taps 1
:tap "Add Cherry"
// expect: FruitList: _fruits changed.
// expect: FruitRow: @self, @identity, _taps changed.
// expect:   Cherry taps 0
:tap "Banana 1"
// expect: FruitRow: _taps changed.
// expect:   Banana taps 2
