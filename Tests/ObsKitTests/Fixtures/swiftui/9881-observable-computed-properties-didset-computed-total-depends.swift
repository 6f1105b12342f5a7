// SwiftLee style: @Observable computed properties and didSet: a computed total depends on the stored items it reads, a didSet observer runs on every set, and an equal `=` runs didSet but notifies nobody (rules §8.1, §15.6, §8.5)
import SwiftUI

@Observable
final class Basket {
    var items: [String] = [] {
        didSet { print("items didSet: \(oldValue.count) -> \(items.count)") }
    }
    var discountCode = ""

    var total: Int { items.count * 3 }
}

struct TotalLabel: View {
    let basket: Basket

    var body: some View {
        let _ = print("TotalLabel body: $\(basket.total)")
        Text("Total: $\(basket.total)")
    }
}

struct CodeField: View {
    @Bindable var basket: Basket

    var body: some View {
        let _ = print("CodeField body")
        TextField("Code", text: $basket.discountCode)
    }
}

struct BasketScreen: View {
    @State private var basket = Basket()

    var body: some View {
        let _ = print("BasketScreen body")
        VStack {
            TotalLabel(basket: basket)
            CodeField(basket: basket)
            Button("Add apple") { basket.items.append("apple") }
            Button("Clear") { basket.items = [] }
        }
    }
}

:mount BasketScreen()
// expect: BasketScreen body
// expect: TotalLabel body: $0
// expect: CodeField body
:tap "Add apple"
// expect: items didSet: 0 -> 1
// expect: TotalLabel body: $3
:tap "Add apple"
// expect: items didSet: 1 -> 2
// expect: TotalLabel body: $6
:type "AB" into "Code"
// expect: CodeField body
// expect: CodeField body
:tap "Clear"
// expect: items didSet: 2 -> 0
// expect: TotalLabel body: $0
:tap "Clear"
// expect: items didSet: 0 -> 0
