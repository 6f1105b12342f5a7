// Tutorial style (reusable formatters): caching formatters as static properties in extensions
import Foundation

extension NumberFormatter {
    static let twoDecimals: NumberFormatter = {
        let f = NumberFormatter()
        f.locale = Locale(identifier: "en_US")
        f.numberStyle = .decimal
        f.minimumFractionDigits = 2
        f.maximumFractionDigits = 2
        return f
    }()

    static let euros: NumberFormatter = {
        let f = NumberFormatter()
        f.locale = Locale(identifier: "de_DE")
        f.numberStyle = .currency
        return f
    }()
}

extension Double {
    var twoDecimals: String {
        NumberFormatter.twoDecimals.string(from: NSNumber(value: self)) ?? "\(self)"
    }
    var euros: String {
        NumberFormatter.euros.string(from: NSNumber(value: self)) ?? "\(self)"
    }
}

extension Int {
    var grouped: String {
        formatted(.number.locale(Locale(identifier: "en_US")))
    }
}

let balances = [1520.5, 99.999, 0.1, 1_000_000]
for b in balances {
    print("\(b.twoDecimals) | \(b.euros)")
}

print(123456789.grouped)
print((-9876).grouped)
print(NumberFormatter.twoDecimals === NumberFormatter.twoDecimals)
print(NumberFormatter.euros.currencyCode!)
// expect: 1,520.50 | 1.520,50 €
// expect: 99.999 | 100,00 €
// expect: 0.10 | 0,10 €
// expect: 1,000,000.00 | 1.000.000,00 €
// expect: 123,456,789
// expect: -9,876
// expect: true
// expect: EUR
