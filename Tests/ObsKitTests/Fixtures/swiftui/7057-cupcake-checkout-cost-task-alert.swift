// Cupcake checkout in the style of Cupcake Corner (a "100 days" SwiftUI course), own code: a cost computed as a
// Decimal from the order, a "Place Order" button that starts a Task, encodes the order as JSON, "uploads" it (a fake
// upload that waits one second and echoes the data, instead of URLSession), decodes the reply and shows a thank-you
// alert.
// What SwiftUI does: the task started by the button runs until it waits (rules §10.1: a turn runs tasks until they
// wait); when it resumes a second later it writes the message and the alert's flag: the alert's message is read in
// the body (rules §13.2), so the body runs once, after the task's own print (rules §0.3: a write never runs a body at
// once). "OK" hides the alert without a body (rules §8.7). JSONEncoder writes `{"type":2,"quantity":4}`, 23 bytes,
// whatever the key order.
// Sources: rules §0.3, §8.7, §10.1, §13.2; https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)
// https://developer.apple.com/documentation/foundation/jsonencoder
import SwiftUI

@Observable
class CupcakeOrder {
    static let types = ["Vanilla", "Strawberry", "Chocolate", "Rainbow"]

    var type: Int
    var quantity: Int
    var extraFrosting: Bool
    var addSprinkles: Bool

    init(type: Int = 0, quantity: Int = 3, extraFrosting: Bool = false, addSprinkles: Bool = false) {
        self.type = type
        self.quantity = quantity
        self.extraFrosting = extraFrosting
        self.addSprinkles = addSprinkles
    }

    var cost: Decimal {
        var cost = Decimal(quantity) * 2
        cost += Decimal(type) / 2
        if extraFrosting {
            cost += Decimal(quantity)
        }
        if addSprinkles {
            cost += Decimal(quantity) / 2
        }
        return cost
    }
}

struct OrderPayload: Codable {
    let type: Int
    let quantity: Int
}

func fakeUpload(_ data: Data) async -> Data {
    try? await Task.sleep(for: .seconds(1))
    return data
}

struct CheckoutSummaryView: View {
    var order: CupcakeOrder

    @State private var confirmationMessage = ""
    @State private var showingConfirmation = false

    var body: some View {
        let _ = print("CheckoutSummaryView body: cost \(order.cost.formatted(.currency(code: "USD")))")
        ScrollView {
            VStack {
                Text("Your total is \(order.cost, format: .currency(code: "USD"))")
                    .font(.title)
                Button("Place Order") {
                    Task {
                        await placeOrder()
                    }
                }
                .padding()
            }
        }
        .navigationTitle("Check out")
        .alert("Thank you!", isPresented: $showingConfirmation) {
            Button("OK") { }
        } message: {
            Text(confirmationMessage)
        }
    }

    func placeOrder() async {
        guard let encoded = try? JSONEncoder().encode(OrderPayload(type: order.type, quantity: order.quantity)) else {
            print("Failed to encode order")
            return
        }
        print("sending \(encoded.count) bytes")
        let data = await fakeUpload(encoded)
        if let decoded = try? JSONDecoder().decode(OrderPayload.self, from: data) {
            confirmationMessage = "Your order for \(decoded.quantity)x \(CupcakeOrder.types[decoded.type].lowercased()) cupcakes is on its way!"
            showingConfirmation = true
            print("confirmed: \(confirmationMessage)")
        }
    }
}

:mount CheckoutSummaryView(order: CupcakeOrder(type: 2, quantity: 4, extraFrosting: true))
// expect: CheckoutSummaryView body: cost $13.00
:tap "Place Order"
// expect: sending 23 bytes
:advance 1s
// expect: confirmed: Your order for 4x chocolate cupcakes is on its way!
// expect: CheckoutSummaryView body: cost $13.00
:tap "OK"
