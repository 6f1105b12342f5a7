// async-in-views style: .task on a pushed view: it starts when the page is pushed, and popping the page (back) cancels a load still in flight (rules §14.3, §11.3)
import SwiftUI

struct OrderDetail: View {
    let orderID: Int
    @State private var status = "loading"

    var body: some View {
        let _ = print("OrderDetail body: #\(orderID) \(status)")
        Text("Order \(orderID): \(status)")
            .task {
                print("loading order \(orderID)")
                do {
                    try await Task.sleep(for: .seconds(1))
                    status = "shipped"
                    print("order \(orderID) loaded")
                } catch {
                    print("order \(orderID) load cancelled")
                }
            }
    }
}

struct OrderList: View {
    var body: some View {
        let _ = print("OrderList body")
        NavigationStack {
            List {
                NavigationLink("Open Order 7", value: 7)
            }
            .navigationDestination(for: Int.self) { id in
                OrderDetail(orderID: id)
            }
        }
    }
}

:mount OrderList()
// expect: OrderList body
:tap "Open Order 7"
// expect: OrderDetail body: #7 loading
// expect: loading order 7
:advance 1s
// expect: order 7 loaded
// expect: OrderDetail body: #7 shipped
:back
:tap "Open Order 7"
// expect: OrderDetail body: #7 loading
// expect: loading order 7
:advance 500ms
:back
// expect: order 7 load cancelled
:advance 1s
