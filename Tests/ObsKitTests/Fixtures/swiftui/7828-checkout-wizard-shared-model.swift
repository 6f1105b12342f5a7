// Navigation in apps: a checkout wizard pushing step screens, with the form data and the path in one @Observable model.
// Each step edits the model through a local @Bindable; making `$model.name` reads `name`, so only the step that made it runs
// per keystroke, and the root, which made `$model.path`, runs only when the path changes (rules §8.5, §8.3, §10.1).
// The data outlives the steps' nodes; clearing the path pops them all at once (rules §15.12, §14.3).
import SwiftUI

enum CheckoutStep: Hashable {
    case name, address
}

@Observable final class CheckoutModel {
    var path: [CheckoutStep] = []
    var name = ""
    var address = ""
}

struct NameStep: View {
    @Environment(CheckoutModel.self) private var model

    var body: some View {
        @Bindable var model = model
        let _ = print("NameStep body, name: \(model.name)")
        Form {
            TextField("Name", text: $model.name)
            NavigationLink("Continue", value: CheckoutStep.address)
        }
    }
}

struct AddressStep: View {
    @Environment(CheckoutModel.self) private var model

    var body: some View {
        @Bindable var model = model
        let _ = print("AddressStep body, address: \(model.address)")
        Form {
            TextField("Address", text: $model.address)
            Button("Place order") {
                print("order for \(model.name) to \(model.address)")
                model.path.removeAll()
            }
        }
    }
}

struct Checkout: View {
    @State private var model = CheckoutModel()

    var body: some View {
        @Bindable var model = model
        let _ = print("Checkout body, \(model.path.count) steps")
        NavigationStack(path: $model.path) {
            NavigationLink("Start checkout", value: CheckoutStep.name)
                .navigationDestination(for: CheckoutStep.self) { step in
                    switch step {
                    case .name: NameStep()
                    case .address: AddressStep()
                    }
                }
        }
        .environment(model)
    }
}

:mount Checkout()
// expect: Checkout body, 0 steps
:tap "Start checkout"
// expect: Checkout body, 1 steps
// expect: NameStep body, name: 
:type "Al" into "Name"
// expect: NameStep body, name: A
// expect: NameStep body, name: Al
:tap "Continue"
// expect: Checkout body, 2 steps
// expect: AddressStep body, address: 
:type "Elm" into "Address"
// expect: AddressStep body, address: E
// expect: AddressStep body, address: El
// expect: AddressStep body, address: Elm
:tap "Place order"
// expect: order for Al to Elm
// expect: Checkout body, 0 steps
