// Stack Overflow style (alert with a destructive button): .alert(_:isPresented:actions:message:) with .destructive and .cancel roles; showing it runs no body, the action's change does (rules §13.2, §8.7, §3.5)
import SwiftUI

struct ContentView: View {
    @State private var items = ["Milk", "Eggs", "Bread"]
    @State private var confirmClear = false

    var body: some View {
        let _ = print("body: \(items.count) items")
        VStack {
            ForEach(items, id: \.self) { item in
                Text(item)
            }
            Button("Clear List") { confirmClear = true }
        }
        .alert("Clear the list?", isPresented: $confirmClear) {
            Button("Clear", role: .destructive) {
                print("clearing \(items.count)")
                items.removeAll()
            }
            Button("Keep", role: .cancel) {
                print("kept")
            }
        } message: {
            Text("This removes every item.")
        }
    }
}
:mount ContentView()
// expect: body: 3 items
:tap "Clear List"
:tap "Keep"
// expect: kept
:tap "Clear List"
:tap "Clear"
// expect: clearing 3
// expect: body: 0 items
