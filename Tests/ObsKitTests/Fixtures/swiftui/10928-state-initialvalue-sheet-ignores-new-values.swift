// Stack Overflow style (State(initialValue:) in a sheet ignores new values): the presenter's change builds the sheet's view again with a new initial value, its body runs, but the installed @State keeps the first one (rules §3.2, §2.5, §2.6, §3.1)
import SwiftUI

struct QuantityEditor: View {
    @State private var quantity: Int
    init(start: Int) {
        _quantity = State(initialValue: start)
        print("QuantityEditor.init start=\(start)")
    }
    var body: some View {
        let _ = print("QuantityEditor.body quantity=\(quantity)")
        VStack {
            Text("Quantity \(quantity)")
            Button("Plus") { quantity += 1 }
        }
    }
}

struct StockView: View {
    @State private var stock = 5
    @State private var editing = false

    var body: some View {
        let _ = print("StockView.body stock=\(stock)")
        Button("Edit Quantity") { editing = true }
            .sheet(isPresented: $editing) {
                QuantityEditor(start: stock)
            }
            .task {
                try? await Task.sleep(for: .seconds(2))
                stock = 8
            }
    }
}
:mount StockView()
// expect: StockView.body stock=5
:tap "Edit Quantity"
// expect: QuantityEditor.init start=5
// expect: QuantityEditor.body quantity=5
:tap "Plus"
// expect: QuantityEditor.body quantity=6
:advance 2s
// expect: StockView.body stock=8
// expect: QuantityEditor.init start=8
// expect: QuantityEditor.body quantity=6
:dismiss
:tap "Edit Quantity"
// expect: QuantityEditor.init start=8
// expect: QuantityEditor.body quantity=8
