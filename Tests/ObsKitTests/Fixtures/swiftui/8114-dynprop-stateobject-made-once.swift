// SwiftUI from Apple's documentation: a @StateObject inside a custom DynamicProperty is made once for the view's lifetime
// Apple, StateObject (https://developer.apple.com/documentation/swiftui/stateobject): "SwiftUI creates a new instance of
// the model object only once during the lifetime of the container that declares the state object."
// DynamicProperty (https://developer.apple.com/documentation/swiftui/dynamicproperty): the view gives values to these
// properties prior to recomputing body. The parent re-rendering makes new Panel values but must not make a new Store.
import SwiftUI

final class Store: ObservableObject {
    @Published var items: [String] = []
    init() { print("Store init") }
}

@propertyWrapper
struct UsesStore: DynamicProperty {
    @StateObject private var store = Store()
    var wrappedValue: Store { store }
}

struct Panel: View {
    @UsesStore var store
    var body: some View {
        Button("Add \(store.items.count)") { store.items.append("x") }
    }
}

struct Screen: View {
    @State private var flips = 0
    var body: some View {
        let _ = print("Screen body \(flips)")
        Button("Flip") { flips += 1 }
        Panel()
    }
}

:mount Screen()
:tap "Flip"
:tap "Flip"
:tap "Add 0"
// expect: Screen body 0
// expect: Store init
// expect: Screen body 1
// expect: Screen body 2
