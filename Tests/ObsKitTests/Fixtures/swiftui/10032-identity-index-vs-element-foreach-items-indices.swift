// Jesse Squires / Chris Eidhof style: identity by index vs by element — with ForEach(items.indices, id: \.self) a row's @State belongs to a position, so removing the first item hands its checkmark to the next item; with ForEach(items, id: \.self) the state stays with its item (rules §1.2, §15.1, §2.7)
import SwiftUI

struct CheckRow: View {
    let title: String
    @State private var checked = false

    var body: some View {
        let _ = print("CheckRow \(title): \(checked)")
        Button("\(title) \(checked ? "on" : "off")") { checked.toggle() }
    }
}

struct ShoppingByIndex: View {
    @State private var items = ["Milk", "Eggs", "Bread"]

    var body: some View {
        VStack {
            ForEach(items.indices, id: \.self) { index in
                CheckRow(title: items[index])
            }
            Button("Remove first") { items.removeFirst() }
        }
    }
}

struct ShoppingByItem: View {
    @State private var items = ["Milk", "Eggs", "Bread"]

    var body: some View {
        VStack {
            ForEach(items, id: \.self) { item in
                CheckRow(title: item)
            }
            Button("Remove first") { items.removeFirst() }
        }
    }
}

:mount ShoppingByIndex()
// expect: CheckRow Milk: false
// expect: CheckRow Eggs: false
// expect: CheckRow Bread: false
:tap "Milk off"
// expect: CheckRow Milk: true
:tap "Remove first"
// expect: CheckRow Eggs: true
// expect: CheckRow Bread: false
:mount ShoppingByItem()
// expect: CheckRow Milk: false
// expect: CheckRow Eggs: false
// expect: CheckRow Bread: false
:tap "Milk off"
// expect: CheckRow Milk: true
:tap "Remove first"
:tap "Eggs off"
// expect: CheckRow Eggs: true
