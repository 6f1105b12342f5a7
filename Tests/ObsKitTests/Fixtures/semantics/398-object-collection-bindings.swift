// rules §9.2, §15.1: rows bound into an ObservableObject's array. `ForEach($store.items) { $item in }` makes
// each row's Binding from `$store.items` (ObservedObject.Wrapper's projection, a binding to the object's
// property that keeps the value it read). A toggle writes through the row's binding into the store: its
// @Published fires, the owner's body runs and makes new row bindings, and a row whose binding now holds
// another value runs its body again, so its text shows the new value. (Found by a learner's walk: the row
// kept "done=false" beside a toggle that was on, because bindings to an object's property compared equal
// whatever they held.) Source: https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
// (Binding<C>), https://developer.apple.com/documentation/swiftui/observedobject/wrapper, rules §9.2.
import SwiftUI
struct Item398: Identifiable { let id: Int; var done = false }
final class Store398: ObservableObject { @Published var items = [Item398(id: 1), Item398(id: 2)] }
struct Row398: View {
    @Binding var item: Item398
    var body: some View {
        VStack {
            Text("row \(item.id) done=\(item.done.description)")
            Toggle("T\(item.id)", isOn: $item.done)
        }
    }
}
struct List398: View {
    @StateObject var store = Store398()
    var body: some View {
        VStack { ForEach($store.items) { $item in Row398(item: $item) } }
    }
}
:mount List398()
:toggle "T1"
:tree
// expect: List398#1
// expect:   VStack
// expect:     row #2
// expect:       Row398#4
// expect:         VStack
// expect:           Text "row 1 done=true"
// expect:           Toggle "T1" = true
// expect:     row #3
// expect:       Row398#5
// expect:         VStack
// expect:           Text "row 2 done=false"
// expect:           Toggle "T2" = false
