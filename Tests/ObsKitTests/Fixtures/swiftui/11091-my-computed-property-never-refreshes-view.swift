// Reddit r/SwiftUI style (my computed property never refreshes the view): a computed property over an @ObservationIgnored field hides that dependency; changes to tracked fields still update (rules §8.1, §8.3, §12.1, §12.2)
import SwiftUI
import Observation

@Observable
final class Quote {
    var base = 100
    @ObservationIgnored var discount = 0
    var price: Int { base - base * discount / 100 }
}

@Observable
final class FixedQuote {
    var base = 100
    var discount = 0
    var price: Int { base - base * discount / 100 }
}

struct QuoteView: View {
    @State private var quote = Quote()
    var body: some View {
        let _ = Self._printChanges()
        let _ = print("QuoteView price \(quote.price)")
        VStack {
            Text("Price \(quote.price)")
            Button("Discount 10%") {
                quote.discount = 10
                print("discount set, price is \(quote.price)")
            }
            Button("Raise base") { quote.base += 50 }
        }
    }
}

struct FixedQuoteView: View {
    @State private var quote = FixedQuote()
    var body: some View {
        let _ = Self._printChanges()
        let _ = print("FixedQuoteView price \(quote.price)")
        VStack {
            Text("Fixed \(quote.price)")
            Button("Fixed discount 10%") { quote.discount = 10 }
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            QuoteView()
            FixedQuoteView()
        }
    }
}

:mount ContentView()
// expect: QuoteView: @self, @identity, _quote changed.
// expect: QuoteView price 100
// expect: FixedQuoteView: @self, @identity, _quote changed.
// expect: FixedQuoteView price 100
:tap "Discount 10%"
// expect: discount set, price is 90
:tap "Raise base"
// expect: QuoteView: @dependencies changed.
// expect: QuoteView price 135
:tap "Fixed discount 10%"
// expect: FixedQuoteView: @dependencies changed.
// expect: FixedQuoteView price 90
