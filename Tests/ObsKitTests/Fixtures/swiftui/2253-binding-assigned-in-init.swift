// A @Binding given its binding in an explicit init (`_items = list`): inside the body and inside button
// actions `items` is the bound array (mutations write through to the parent's @State), as with the
// memberwise init. (Before, an action saw the Binding itself: "binary operator '+' cannot be applied to
// operands of type 'Binding' and '[Int]'".) Source: https://developer.apple.com/documentation/swiftui/binding
// (init(projectedValue:), the `_name = binding` form in initializers).
import SwiftUI
struct Child2: View {
    @Binding var items: [Int]
    init(list: Binding<[Int]>) { _items = list }
    var body: some View {
        Text("n \(items.count)")
        Button("Clear2") { items.removeAll() }
        Button("Add2") { items += [5] }
    }
}
struct P: View {
    @State var items = [1,2]
    var body: some View {
        Child2(list: $items)
    }
}
:mount P()
:tap "Add2"
:tree
:tap "Clear2"
:tree
// expect: P#1
// expect:   Child2#2
// expect:     Text "n 3"
// expect:     Button "Clear2"
// expect:     Button "Add2"
// expect: P#1
// expect:   Child2#2
// expect:     Text "n 0"
// expect:     Button "Clear2"
// expect:     Button "Add2"
