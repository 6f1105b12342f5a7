// Mistake: puts @State on a computed property, hoping the view updates when the computed value changes.
// Expected message: Xcode (author's knowledge); machine check: property wrapper cannot be applied to a computed property
import SwiftUI

struct CartSummary: View {
    @State private var prices: [Double] = [2.5, 4.0]

    @State private var total: Double {
        prices.reduce(0, +)
    }

    var body: some View {
        VStack {
            Text("Total: \(total)")
            Button("Add coffee") {
                prices.append(3.2)
            }
        }
    }
}

:mount CartSummary()
// expect-error: property wrapper cannot be applied to a computed property
