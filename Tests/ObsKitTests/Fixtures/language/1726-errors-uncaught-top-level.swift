// Error handling: a thrown error that nobody catches at top level stops the program after what was printed before.
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum CheckoutError: Error {
    case emptyCart
    case cardDeclined(reason: String)
}

struct Cart {
    var items: [String: Int] = [:]
    func total() throws -> Int {
        guard !items.isEmpty else { throw CheckoutError.emptyCart }
        return items.values.reduce(0, +)
    }
}

func pay(_ amount: Int) throws -> String {
    if amount > 100 { throw CheckoutError.cardDeclined(reason: "limit") }
    return "paid \(amount)"
}

var cart = Cart()
if let t = try? cart.total() { print("total", t) } else { print("cart is empty") }
cart.items = ["book": 30, "lamp": 85]
let total = try cart.total()
print("total", total)
print(try pay(total))
print("not reached")

// expect: cart is empty
// expect: total 115
// expect-error: Fatal error: Error raised at top level: main.CheckoutError.cardDeclined(reason: "limit")
