// Stack Overflow style: "onChange doesn't fire when I tap the same sort option again": writing an equal value to @State is ignored, so neither the body nor onChange runs; a different value runs both, onChange after the body (rules §3.4, §11.1, T12)
import SwiftUI

enum SortOrder: String {
    case name, date
}

struct Inbox: View {
    @State private var order = SortOrder.name

    var body: some View {
        let _ = print("Inbox body: \(order.rawValue)")
        VStack {
            Text("Sorted by \(order.rawValue)")
            Button("By name") { order = .name }
            Button("By date") { order = .date }
        }
        .onChange(of: order) { oldValue, newValue in
            print("order \(oldValue.rawValue) -> \(newValue.rawValue)")
        }
    }
}

:mount Inbox()
// expect: Inbox body: name
:tap "By name"
:tap "By date"
// expect: Inbox body: date
// expect: order name -> date
:tap "By date"
:tap "By name"
// expect: Inbox body: name
// expect: order date -> name
