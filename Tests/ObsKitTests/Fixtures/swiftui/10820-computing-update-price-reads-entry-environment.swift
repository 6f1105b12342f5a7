// Blog style (computing in update()): @Price reads an @Entry environment value and formats its label in update(), which runs before each body after the environment box was refreshed; a new symbol from the parent re-runs each tag's update and body (rules §7.2, §7.1, §14.2, §15.14, §2.7)
import SwiftUI

extension EnvironmentValues {
    @Entry var currencySymbol: String = "$"
}

@propertyWrapper
struct Price: DynamicProperty {
    @Environment(\.currencySymbol) private var symbol
    private let cents: Int
    private var label = "?"

    init(cents: Int) {
        self.cents = cents
    }

    mutating func update() {
        label = "\(symbol)\(cents / 100).\(String(format: "%02d", cents % 100))"
        print("Price.update: \(label)")
    }

    var wrappedValue: String { label }
}

struct PriceTag: View {
    @Price var price: String
    let name: String

    init(name: String, cents: Int) {
        self.name = name
        _price = Price(cents: cents)
    }

    var body: some View {
        let _ = print("PriceTag \(name) body: \(price)")
        Text("\(name): \(price)")
    }
}

struct ContentView: View {
    @State private var euro = false

    var body: some View {
        VStack {
            Button(euro ? "Use dollars" : "Use euros") { euro.toggle() }
            PriceTag(name: "Tea", cents: 350)
            PriceTag(name: "Cake", cents: 1205)
        }
        .environment(\.currencySymbol, euro ? "€" : "$")
    }
}

:mount ContentView()
// expect: Price.update: $3.50
// expect: PriceTag Tea body: $3.50
// expect: Price.update: $12.05
// expect: PriceTag Cake body: $12.05
:tap "Use euros"
// expect: Price.update: €3.50
// expect: PriceTag Tea body: €3.50
// expect: Price.update: €12.05
// expect: PriceTag Cake body: €12.05
:tap "Use dollars"
// expect: Price.update: $3.50
// expect: PriceTag Tea body: $3.50
// expect: Price.update: $12.05
// expect: PriceTag Cake body: $12.05
