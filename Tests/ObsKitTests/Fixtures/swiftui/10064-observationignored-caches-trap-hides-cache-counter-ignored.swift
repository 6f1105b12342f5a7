// Stack Overflow Q&A style: "@ObservationIgnored for caches", with the trap it hides: the cache and its counter are ignored, so reading them tracks nothing; a body that hits the cache reads no stored property behind it, so after such a run the view no longer depends on prices and an added price leaves the label stale until something it did read changes (rules §8.1 @ObservationIgnored, §8.3 one scope per body)
import SwiftUI

@Observable
final class PriceList {
    var title = "Groceries"
    var prices: [Int] = [3, 5]
    @ObservationIgnored private var cachedTotal: Int?
    @ObservationIgnored var recomputations = 0

    var total: Int {
        if let cachedTotal { return cachedTotal }
        recomputations += 1
        let sum = prices.reduce(0, +)
        cachedTotal = sum
        return sum
    }

    func add(_ price: Int) {
        prices.append(price)
        cachedTotal = nil
    }
}

struct PriceSummary: View {
    let list: PriceList

    var body: some View {
        let _ = print("PriceSummary body: \(list.title) total=\(list.total) recomputations=\(list.recomputations)")
        Text("\(list.title): \(list.total)")
    }
}

struct PriceScreen: View {
    @State private var list = PriceList()

    var body: some View {
        let _ = print("PriceScreen body")
        VStack {
            PriceSummary(list: list)
            Button("Add 2") { list.add(2) }
            Button("Rename") { list.title = "Weekly" }
            Button("Rename back") { list.title = "Groceries" }
        }
    }
}

:mount PriceScreen()
// expect: PriceScreen body
// expect: PriceSummary body: Groceries total=8 recomputations=1
:tap "Add 2"
// expect: PriceSummary body: Groceries total=10 recomputations=2
:tap "Rename"
// expect: PriceSummary body: Weekly total=10 recomputations=2
:tap "Add 2"
:tap "Rename back"
// expect: PriceSummary body: Groceries total=12 recomputations=3
