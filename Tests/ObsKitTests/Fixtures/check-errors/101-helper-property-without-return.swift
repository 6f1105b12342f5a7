// Mistake: a helper property of type `some View` (not `body`, so no view builder) has two statements and no `return`.
// Expected message: Xcode's (from knowledge; not machine-checked)
import SwiftUI

struct OrderSummary: View {
    let items: [String]
    let total: Double

    var header: some View {
        let count = items.count
        Text("\(count) items in your order")
            .font(.headline)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            header
            ForEach(items, id: \.self) { item in
                Text(item)
            }
            Divider()
            Text("Total: \(total)")
                .bold()
        }
        .padding()
    }
}

:mount OrderSummary(items: ["Soup", "Bread"], total: 9.5)
// expect-error: function declares an opaque return type, but has no return statements in its body from which to infer an underlying type
