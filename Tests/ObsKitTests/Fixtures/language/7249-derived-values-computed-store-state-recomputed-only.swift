// App architecture style (memoized selectors): derived values computed from store state and recomputed only when their input slice changes
struct Item: Equatable { let name: String; let price: Int; var inStock: Bool }
struct ShopState: Equatable {
    var items: [Item]
    var filter: String = ""
    var currency = "EUR"
}

final class Selector<State, Slice: Equatable, Output> {
    private let slice: (State) -> Slice
    private let compute: (Slice) -> Output
    private var last: (Slice, Output)?
    private(set) var computations = 0
    init(_ slice: @escaping (State) -> Slice, _ compute: @escaping (Slice) -> Output) {
        self.slice = slice
        self.compute = compute
    }
    func callAsFunction(_ state: State) -> Output {
        let s = slice(state)
        if let (prev, out) = last, prev == s { return out }
        computations += 1
        let out = compute(s)
        last = (s, out)
        return out
    }
}

struct FilterKey: Equatable { let items: [Item]; let filter: String }

let visible = Selector<ShopState, FilterKey, [Item]>({ FilterKey(items: $0.items, filter: $0.filter) }) { key in
    key.items.filter { $0.inStock && (key.filter.isEmpty || $0.name.contains(key.filter)) }
}
let stockValue = Selector<ShopState, [Item], Int>({ $0.items }) { items in
    items.filter(\.inStock).map(\.price).reduce(0, +)
}

var state = ShopState(items: [Item(name: "pen", price: 2, inStock: true),
                              Item(name: "pencil", price: 1, inStock: false),
                              Item(name: "paper", price: 4, inStock: true)])

func render(_ label: String) {
    let names = visible(state).map(\.name)
    print("\(label): \(names) value=\(stockValue(state)) \(state.currency) [computed \(visible.computations)/\(stockValue.computations)]")
}

render("initial")
render("again")
state.currency = "USD"; render("currency")
state.filter = "pen"; render("filter pen")
state.items[1].inStock = true; render("restock pencil")
state.filter = ""; render("clear filter")
state.items.append(Item(name: "ink", price: 7, inStock: true)); render("add ink")
render("idle")

// expect: initial: ["pen", "paper"] value=6 EUR [computed 1/1]
// expect: again: ["pen", "paper"] value=6 EUR [computed 1/1]
// expect: currency: ["pen", "paper"] value=6 USD [computed 1/1]
// expect: filter pen: ["pen"] value=6 USD [computed 2/1]
// expect: restock pencil: ["pen", "pencil"] value=7 USD [computed 3/2]
// expect: clear filter: ["pen", "pencil", "paper"] value=7 USD [computed 4/2]
// expect: add ink: ["pen", "pencil", "paper", "ink"] value=14 USD [computed 5/3]
// expect: idle: ["pen", "pencil", "paper", "ink"] value=14 USD [computed 5/3]
