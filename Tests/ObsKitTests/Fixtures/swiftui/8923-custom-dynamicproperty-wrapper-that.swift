// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/environment (a custom DynamicProperty wrapper that reads a custom environment value with @Environment: when an ancestor sets a new value, the view that uses the wrapper re-renders with it)
import SwiftUI

extension EnvironmentValues {
    @Entry var currencyCode: String = "USD"
}

@propertyWrapper
struct Price: DynamicProperty {
    @Environment(\.currencyCode) private var code
    let amount: Int

    init(_ amount: Int) { self.amount = amount }

    var wrappedValue: String { "\(amount) \(code)" }
}

struct PriceTag: View {
    @Price(12) var price: String

    var body: some View {
        let _ = print("tag: \(price)")
        Text(price)
    }
}

struct Shop: View {
    @State private var code = "USD"

    var body: some View {
        VStack {
            Button("Euros") { code = "EUR" }
            PriceTag().environment(\.currencyCode, code)
        }
    }
}

:mount Shop()
:tap "Euros"
// expect: tag: 12 USD
// expect: tag: 12 EUR
