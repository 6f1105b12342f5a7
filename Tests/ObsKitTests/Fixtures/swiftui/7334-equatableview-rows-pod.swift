// A quote board whose rows are wrapped explicitly in `EquatableView(content:)`, with a "flash" flag passed to every
// row that the rows' `==` ignores: the "skip row bodies in a ForEach" trick of performance posts.
// What SwiftUI does: each row is plain data (Ints and a Bool), so without the wrapper it would be compared byte by
// byte and the flag would run every row (rules §2.1). EquatableView makes SwiftUI use the row's `==` (rules §2.2):
// toggling the flag builds the rows again (rules §2.6, ObsREPL's choice: the row builder runs again) but they compare
// equal and no row body runs (rules §2.7). A new price for #2 makes only that row unequal.
// Sources: rules §2.1, §2.2, §2.6, §2.7, §1.2; https://developer.apple.com/documentation/swiftui/equatableview;
// https://developer.apple.com/documentation/swiftui/foreach
import SwiftUI

struct Quote: Identifiable {
    let id: Int
    var price: Int
}

struct QuoteRow: View, Equatable {
    let number: Int
    let price: Int
    let flashing: Bool

    static func == (lhs: QuoteRow, rhs: QuoteRow) -> Bool {
        lhs.number == rhs.number && lhs.price == rhs.price
    }

    var body: some View {
        let _ = print("QuoteRow body: #\(number) at \(price)\(flashing ? " (flash)" : "")")
        Text("#\(number): \(price)")
    }
}

struct QuoteBoard: View {
    @State private var quotes = [Quote(id: 1, price: 100), Quote(id: 2, price: 250)]
    @State private var flashing = false

    var body: some View {
        let _ = print("QuoteBoard body: flashing=\(flashing)")
        VStack {
            ForEach(quotes) { quote in
                EquatableView(content: QuoteRow(number: quote.id, price: quote.price, flashing: flashing))
            }
            Button("Flash") { flashing.toggle() }
            Button("Bump #2") { quotes[1].price += 5 }
        }
    }
}

:mount QuoteBoard()
// expect: QuoteBoard body: flashing=false
// expect: QuoteRow body: #1 at 100
// expect: QuoteRow body: #2 at 250
:tap "Flash"
// expect: QuoteBoard body: flashing=true
:tap "Bump #2"
// expect: QuoteBoard body: flashing=true
// expect: QuoteRow body: #2 at 255 (flash)
