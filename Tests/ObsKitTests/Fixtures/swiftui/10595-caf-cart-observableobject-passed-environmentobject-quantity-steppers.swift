// everyday app screens style: a café cart on an ObservableObject passed with .environmentObject; quantity steppers get `$cart.lines[i]` (a binding through Binding's subscript, equal while its value is), so only the changed line's row runs, while the owner, the page and the total (every observer of the object) run for each press (rules §15.1, §14.1, §6.5, §9.2)
import SwiftUI

struct Line: Identifiable {
    let id: String
    let price: Double
    var qty: Int
}

final class CartStore: ObservableObject {
    @Published var lines = [Line(id: "Coffee", price: 3.5, qty: 1), Line(id: "Bagel", price: 2.25, qty: 0)]
    var total: Double { lines.reduce(0) { $0 + $1.price * Double($1.qty) } }
    init() { print("CartStore init") }
    deinit { print("CartStore deinit") }
}

struct LineStepper: View {
    @Binding var line: Line

    var body: some View {
        let _ = print("LineStepper body: \(line.id) x\(line.qty)")
        Stepper("\(line.id) x\(line.qty)", value: $line.qty, in: 0...10)
    }
}

struct CartTotal: View {
    @EnvironmentObject var cart: CartStore

    var body: some View {
        let _ = print("CartTotal body: " + String(format: "$%.2f", cart.total))
        Text(String(format: "Total $%.2f", cart.total))
    }
}

struct CartPage: View {
    @EnvironmentObject var cart: CartStore

    var body: some View {
        let _ = print("CartPage body")
        List {
            ForEach(cart.lines.indices, id: \.self) { index in
                LineStepper(line: $cart.lines[index])
            }
            CartTotal()
        }
    }
}

struct CartRoot: View {
    @StateObject private var cart = CartStore()

    var body: some View {
        let _ = print("CartRoot body")
        CartPage()
            .environmentObject(cart)
    }
}

:mount CartRoot()
// expect: CartStore init
// expect: CartRoot body
// expect: CartPage body
// expect: LineStepper body: Coffee x1
// expect: LineStepper body: Bagel x0
// expect: CartTotal body: $3.50
:step "Bagel x0" up
// expect: CartRoot body
// expect: CartPage body
// expect: LineStepper body: Bagel x1
// expect: CartTotal body: $5.75
:step "Coffee x1" up
// expect: CartRoot body
// expect: CartPage body
// expect: LineStepper body: Coffee x2
// expect: CartTotal body: $9.25
:step "Coffee x2" down
// expect: CartRoot body
// expect: CartPage body
// expect: LineStepper body: Coffee x1
// expect: CartTotal body: $5.75
:unmount
// expect: CartStore deinit
