// Swift Evolution style: SE-0299 static member lookup in generic contexts - leading-dot syntax for protocol-constrained values
protocol Formatter {
    func format(_ value: Double) -> String
}

struct CurrencyFormatter: Formatter {
    let symbol: String
    func format(_ value: Double) -> String {
        let cents = Int(value * 100 + 0.5)
        let fraction = cents % 100
        return "\(symbol)\(cents / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

struct PercentFormatter: Formatter {
    func format(_ value: Double) -> String { "\(Int(value * 100 + 0.5))%" }
}

struct PlainFormatter: Formatter {
    func format(_ value: Double) -> String { "\(value)" }
}

extension Formatter where Self == CurrencyFormatter {
    static var dollars: CurrencyFormatter { CurrencyFormatter(symbol: "$") }
    static func currency(_ symbol: String) -> CurrencyFormatter { CurrencyFormatter(symbol: symbol) }
}

extension Formatter where Self == PercentFormatter {
    static var percent: PercentFormatter { PercentFormatter() }
}

extension Formatter where Self == PlainFormatter {
    static var plain: PlainFormatter { PlainFormatter() }
}

func show(_ value: Double, as formatter: some Formatter) {
    print(formatter.format(value))
}

func showAll<F: Formatter>(_ values: [Double], style: F) -> [String] {
    values.map(style.format)
}

show(12.5, as: .dollars)
show(3.14159, as: .currency("€"))
show(0.256, as: .percent)
show(2.5, as: .plain)
print(showAll([0.1, 0.25, 1.0], style: .percent))
print(showAll([1, 2.05], style: .currency("£")))

// Also works for protocol-typed toggles styled like SwiftUI's .toggleStyle(.switch)
protocol Theme { var name: String { get } }
struct DarkTheme: Theme { let name = "dark" }
struct LightTheme: Theme { let name = "light" }
extension Theme where Self == DarkTheme { static var dark: DarkTheme { DarkTheme() } }
extension Theme where Self == LightTheme { static var light: LightTheme { LightTheme() } }

struct Window {
    var themeName = "default"
    func theme(_ t: some Theme) -> Window {
        var copy = self
        copy.themeName = t.name
        return copy
    }
}
print(Window().theme(.dark).themeName, Window().theme(.light).themeName)

// expect: $12.50
// expect: €3.14
// expect: 26%
// expect: 2.5
// expect: ["10%", "25%", "100%"]
// expect: ["£1.00", "£2.05"]
// expect: dark light
