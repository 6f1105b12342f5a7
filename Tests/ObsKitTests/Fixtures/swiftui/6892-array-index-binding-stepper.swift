// `$lines[index].quantity`: a binding into one element of a @State array, from `ForEach(lines.indices, id: \.self)`,
// the form Hacking with Swift's early lessons use before ForEach($...) existed.
// What SwiftUI does: Binding's subscript and dynamic member lookup derive a binding to the element's property;
// a write goes back through the whole chain into the @State array (rules §15.1; Apple, Binding:
// https://developer.apple.com/documentation/swiftui/binding). Each stepper press is one write and one body run
// (rules §10.1). BagelBadge only gets an Int; its body runs only when that Int changes (rules §2.1, §2.7), so
// the croissant presses leave it alone.
import SwiftUI

struct LineItem: Equatable {
    var name: String
    var quantity: Int
}

struct BagelBadge: View {
    let count: Int

    var body: some View {
        let _ = print("BagelBadge body, \(count)")
        Text("\(count) bagels")
    }
}

struct BakeryOrder: View {
    @State private var lines = [
        LineItem(name: "Bagel", quantity: 1),
        LineItem(name: "Croissant", quantity: 0),
    ]

    var body: some View {
        let total = lines.reduce(0) { $0 + $1.quantity }
        let _ = print("BakeryOrder body, total \(total)")
        Form {
            ForEach(lines.indices, id: \.self) { index in
                Stepper(lines[index].name, value: $lines[index].quantity, in: 0...5)
            }
            BagelBadge(count: lines[0].quantity)
        }
    }
}

:mount BakeryOrder()
// expect: BakeryOrder body, total 1
// expect: BagelBadge body, 1
:step "Bagel" up
// expect: BakeryOrder body, total 2
// expect: BagelBadge body, 2
:step "Croissant" up 2
// expect: BakeryOrder body, total 3
// expect: BakeryOrder body, total 4
:step "Bagel" down
// expect: BakeryOrder body, total 3
// expect: BagelBadge body, 1
