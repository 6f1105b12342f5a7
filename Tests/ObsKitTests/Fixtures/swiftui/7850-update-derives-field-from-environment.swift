// Custom DynamicProperty: a @Money wrapper that formats in update() from an @Environment key and a nested @State
// update() runs after the nested properties were refreshed and before every body, and what it writes to a plain field
// is what that body sees (rules §7.2), so the text is never stale: a state change (§7.3) or a new environment value
// (rules §14.2) re-runs the host, and update() formats again first.
import SwiftUI

struct CurrencyKey: EnvironmentKey {
    static let defaultValue = "EUR"
}

extension EnvironmentValues {
    var currencyCode: String {
        get { self[CurrencyKey.self] }
        set { self[CurrencyKey.self] = newValue }
    }
}

@propertyWrapper
struct Money: DynamicProperty {
    @Environment(\.currencyCode) private var code
    @State private var cents: Int
    private var display = "?"

    init(cents: Int) {
        _cents = State(initialValue: cents)
    }

    var wrappedValue: String { display }

    var projectedValue: Money { self }

    func add(_ amount: Int) {
        cents += amount
    }

    mutating func update() {
        display = "\(code) \(cents / 100).\(String(format: "%02d", cents % 100))"
    }
}

struct PriceTag: View {
    @Money(cents: 1999) var price

    var body: some View {
        let _ = print("price: \(price)")
        VStack {
            Text(price)
            Button("Add one") { $price.add(100) }
        }
    }
}

struct Shop: View {
    @State private var code = "EUR"

    var body: some View {
        VStack {
            Button("Switch to USD") { code = "USD" }
            PriceTag()
                .environment(\.currencyCode, code)
        }
    }
}

:mount Shop()
// expect: price: EUR 19.99
:tap "Add one"
// expect: price: EUR 20.99
:tap "Switch to USD"
// expect: price: USD 20.99
:tap "Add one"
// expect: price: USD 21.99
