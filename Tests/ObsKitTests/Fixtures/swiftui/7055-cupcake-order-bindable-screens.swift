// A cupcake order shared by several screens, in the style of Cupcake Corner (a "100 days" SwiftUI course), own code:
// an @Observable `Order` owned in @State by the first screen, edited there through `$order.type` and
// `$order.quantity`, and handed to an address screen that declares `@Bindable var order` and edits the name.
// What SwiftUI does: `NavigationLink(_:destination:)` calls its destination builder in the init, so the address
// screen's struct is built in the order screen's body, at every run of it; its body waits for the push (rules
// §14.3, §2.6). The order screen's body read `type` and `quantity` (making `$order.type` reads it, rules §8.5): a
// choice or a step runs it once, and builds the address screen again. On the address screen, making `$order.name`
// reads the name in that screen's body, so each keystroke runs that body alone: the order screen never read the
// name (rules §8.3, §8.5, §9.2). The order lives as long as the screen that owns it (rules §1.4).
// Sources: rules §1.4, §2.6, §8.3, §8.5, §9.2, §14.3; https://developer.apple.com/documentation/swiftui/bindable
import SwiftUI

@Observable
class Order {
    static let types = ["Vanilla", "Strawberry", "Chocolate", "Rainbow"]

    var type = 0
    var quantity = 3

    var name = ""
    var streetAddress = ""
    var city = ""
    var zip = ""

    var hasValidAddress: Bool {
        !(name.isEmpty || streetAddress.isEmpty || city.isEmpty || zip.isEmpty)
    }

    init() { print("Order init") }
    deinit { print("Order deinit") }
}

struct AddressView: View {
    @Bindable var order: Order

    init(order: Order) {
        self.order = order
        print("AddressView init")
    }

    var body: some View {
        let _ = print("AddressView body: name '\(order.name)', valid \(order.hasValidAddress)")
        Form {
            Section {
                TextField("Name", text: $order.name)
                TextField("Street Address", text: $order.streetAddress)
                TextField("City", text: $order.city)
                TextField("Zip", text: $order.zip)
            }
            Section {
                NavigationLink("Check out") {
                    Text("Total for \(order.quantity) cakes")
                }
            }
            .disabled(order.hasValidAddress == false)
        }
        .navigationTitle("Delivery details")
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct CupcakeOrderView: View {
    @State private var order = Order()

    var body: some View {
        let _ = print("CupcakeOrderView body: \(Order.types[order.type]) x\(order.quantity)")
        NavigationStack {
            Form {
                Section {
                    Picker("Select your cake type", selection: $order.type) {
                        ForEach(Order.types.indices, id: \.self) {
                            Text(Order.types[$0])
                        }
                    }
                    Stepper("Number of cakes: \(order.quantity)", value: $order.quantity, in: 3...20)
                }
                Section {
                    NavigationLink("Delivery details") {
                        AddressView(order: order)
                    }
                }
            }
            .navigationTitle("Cupcake Corner")
        }
    }
}

:mount CupcakeOrderView()
// expect: Order init
// expect: CupcakeOrderView body: Vanilla x3
// expect: AddressView init
:pick "Chocolate" in "Select your cake type"
// expect: CupcakeOrderView body: Chocolate x3
// expect: AddressView init
:step "Number of cakes: 3" up
// expect: CupcakeOrderView body: Chocolate x4
// expect: AddressView init
:tap "Delivery details"
// expect: AddressView body: name '', valid false
:type "Ann" into "Name"
// expect: AddressView body: name 'A', valid false
// expect: AddressView body: name 'An', valid false
// expect: AddressView body: name 'Ann', valid false
:back
:unmount
// expect: Order deinit
