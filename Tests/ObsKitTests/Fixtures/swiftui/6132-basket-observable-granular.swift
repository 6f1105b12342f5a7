// Fine-grained updates with @Observable: child views hold the model in a plain `let`, one reads the
// dictionary of counts, one a computed total, and the parent binds a note through a local @Bindable.
// Expected (rules §8, §8.5, §2.3): first runs are `@self changed.` (no dynamic properties, rules §12.2);
// a count change re-runs every view that read `fruits` (both counters and the total) and nothing else;
// typing a note re-runs only the parent, whose children compare equal (same object, same name).
import SwiftUI

@Observable
final class Basket {
    var fruits: [String: Int] = ["Apple": 0, "Pear": 0]
    var note = ""

    var total: Int {
        fruits.values.reduce(0, +)
    }
}

struct FruitCounter: View {
    let name: String
    let basket: Basket

    var body: some View {
        let _ = Self._printChanges()
        Stepper("\(name): \(basket.fruits[name, default: 0])",
                onIncrement: { basket.fruits[name, default: 0] += 1 },
                onDecrement: { basket.fruits[name, default: 0] -= 1 })
    }
}

struct BasketTotal: View {
    let basket: Basket

    var body: some View {
        let _ = Self._printChanges()
        Text("Total: \(basket.total)")
    }
}

struct BasketScreen: View {
    @State private var basket = Basket()

    var body: some View {
        @Bindable var basket = basket
        Form {
            FruitCounter(name: "Apple", basket: basket)
            FruitCounter(name: "Pear", basket: basket)
            BasketTotal(basket: basket)
            TextField("Note", text: $basket.note)
        }
    }
}

:mount BasketScreen()
:step "Apple: 0" up
:type "ok" into "Note"

// expect: FruitCounter: @self changed.
// expect: FruitCounter: @self changed.
// expect: BasketTotal: @self changed.
// expect: FruitCounter: @dependencies changed.
// expect: FruitCounter: @dependencies changed.
// expect: BasketTotal: @dependencies changed.
