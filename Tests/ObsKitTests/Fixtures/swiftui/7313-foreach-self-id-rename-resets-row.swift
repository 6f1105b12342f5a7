// A tally list keyed by the strings themselves (`ForEach(fruits, id: \.self)`), the shape Stack Overflow answers
// warn about when the values can change: renaming an element changes its id.
// What SwiftUI does: a ForEach row is known by its element's id (rules §1.2; Apple's ForEach page: "It's important
// that the id of a data element doesn't change unless you replace the data element with a new data element that
// has a new identity"). Renaming "Pear" to "Quince" removes the id "Pear" and adds "Quince": the old row's node
// dies with its @State (rules §1.4), a new node is made with @State from its initial value (rules §3.2), and the
// update ends with the old row's onDisappear, then the new row's onAppear (rules §11.1). The two rows whose ids
// stay get equal values (same name, same @State initial value) and skip their bodies (rules §2.3, §2.5, §2.7).
// Sources: rules §1.2, §1.4, §2.3, §2.5, §2.7, §3.2, §11.1; https://developer.apple.com/documentation/swiftui/foreach;
// WWDC21 "Demystify SwiftUI", https://developer.apple.com/videos/play/wwdc2021/10022/
import SwiftUI

struct TallyRow: View {
    let name: String
    @State private var taps = 0

    var body: some View {
        let _ = print("TallyRow body: \(name) taps \(taps)")
        Button("\(name): \(taps)") { taps += 1 }
            .onAppear { print("TallyRow appear: \(name)") }
            .onDisappear { print("TallyRow disappear: \(name)") }
    }
}

struct FruitTallyList: View {
    @State private var fruits = ["Apple", "Pear", "Plum"]

    var body: some View {
        let _ = print("FruitTallyList body: \(fruits.joined(separator: ", "))")
        VStack {
            ForEach(fruits, id: \.self) { fruit in
                TallyRow(name: fruit)
            }
            Button("Rename Pear") {
                if let index = fruits.firstIndex(of: "Pear") {
                    fruits[index] = "Quince"
                }
            }
        }
    }
}

:mount FruitTallyList()
// expect: FruitTallyList body: Apple, Pear, Plum
// expect: TallyRow body: Apple taps 0
// expect: TallyRow body: Pear taps 0
// expect: TallyRow body: Plum taps 0
// expect: TallyRow appear: Apple
// expect: TallyRow appear: Pear
// expect: TallyRow appear: Plum
:tap "Pear: 0"
// expect: TallyRow body: Pear taps 1
:tap "Pear: 1"
// expect: TallyRow body: Pear taps 2
:tap "Rename Pear"
// expect: FruitTallyList body: Apple, Quince, Plum
// expect: TallyRow body: Quince taps 0
// expect: TallyRow disappear: Pear
// expect: TallyRow appear: Quince
:tap "Quince: 0"
// expect: TallyRow body: Quince taps 1
