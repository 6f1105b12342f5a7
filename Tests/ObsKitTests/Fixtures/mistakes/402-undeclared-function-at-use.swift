// A model whose init calls a function nobody declared (an article's "heavy work" stand-in) still
// declares fine: like the Swift REPL, ObsREPL resolves names when code runs. The call fails at its first
// use, here when the view's @StateObject initial value is made right before the first body (rules §4),
// with the compiler's "cannot find 'NAME' in scope", never "not supported".
// Expected output: the view's parent body runs first (rules §2, rules §4), then the error.
final class Inventory: ObservableObject {
    @Published var items: [String] = []
    init() {
        print("Inventory init")
        items = readWarehouseSynchronously()
    }
}

struct InventoryList: View {
    @StateObject private var inventory = Inventory()
    var body: some View { Text("\(inventory.items.count) items") }
}

struct Store: View {
    var body: some View {
        let _ = print("Store body")
        InventoryList()
    }
}
print("declared")

:mount Store()
print("not reached")

// expect: declared
// expect: Store body
// expect: Inventory init
// expect-error: cannot find 'readWarehouseSynchronously' in scope
