// Mistake: a Button's action assigns to a plain `var` property of the view (not @State); inside the view the property is immutable.
// Expected message: Xcode's (from knowledge; not machine-checked)
import SwiftUI

struct TipCalculator: View {
    let bill: Double
    var tipPercent = 15

    var tip: Double {
        bill * Double(tipPercent) / 100
    }

    var body: some View {
        VStack(spacing: 12) {
            Text("Bill: \(bill)")
            Text("Tip: \(tipPercent)%")
            Text("Tip amount: \(tip)")
            Button("Raise tip") {
                tipPercent = tipPercent + 5
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

:mount TipCalculator(bill: 40)
:tap "Raise tip"
// expect-error: cannot assign to property: 'self' is immutable
