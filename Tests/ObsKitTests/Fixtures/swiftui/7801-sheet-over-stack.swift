// Navigation in apps: an order detail, pushed on a stack, presents an "Add note" sheet that closes itself with dismiss().
// The sheet's content is built when it is presented (rules §13.1, §8.4); a @State flag passed as `$showingNote` is not a
// read, so the detail's body does not run (rules §3.5, §8.7, T4). dismiss() in the sheet closes the sheet, not the pushed
// view (rules §15.12). A sheet is not one of the containers that hide a view (rules §11.1), so the detail neither disappears nor appears.
// Order corrected (2026-12-02, rules §11.1): appearance effects run innermost first, and after a push or a pop appearances come before disappearances. This supersedes what the header above says of the order.
import SwiftUI

struct NoteSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("NoteSheet body")
        Button("Save") { dismiss() }
            .onAppear { print("note sheet appear") }
            .onDisappear { print("note sheet disappear") }
    }
}

struct OrderDetail: View {
    let number: Int
    @State private var showingNote = false

    var body: some View {
        let _ = print("OrderDetail body #\(number)")
        VStack {
            Text("Order #\(number)")
            Button("Add note") { showingNote = true }
        }
        .sheet(isPresented: $showingNote) {
            NoteSheet()
        }
        .onAppear { print("detail appear #\(number)") }
        .onDisappear { print("detail disappear #\(number)") }
    }
}

struct OrdersView: View {
    var body: some View {
        NavigationStack {
            List([12, 13], id: \.self) { number in
                NavigationLink("Order #\(number)", value: number)
            }
            .navigationDestination(for: Int.self) { number in
                OrderDetail(number: number)
            }
            .onAppear { print("orders appear") }
            .onDisappear { print("orders disappear") }
        }
    }
}

:mount OrdersView()
// expect: orders appear
:tap "Order #12"
// expect: OrderDetail body #12
// expect: detail appear #12
// expect: orders disappear
:tap "Add note"
// expect: NoteSheet body
// expect: note sheet appear
:tap "Save"
// expect: note sheet disappear
:back
// expect: orders appear
// expect: detail disappear #12
