// SwiftUI from Apple's documentation: a change to an environment object's @Published property reaches the view that reads it
// Apple, EnvironmentObject (https://developer.apple.com/documentation/swiftui/environmentobject): "An environment object
// invalidates the current view whenever the observable object that conforms to ObservableObject changes." Apple,
// onChange(of:initial:_:): "You can use onChange to trigger a side effect as the result of a value changing".
import SwiftUI

final class Cart: ObservableObject {
    @Published var count = 0
}

struct Badge: View {
    @EnvironmentObject private var cart: Cart
    var body: some View {
        Text("\(cart.count) items")
            .onChange(of: cart.count) { oldValue, newValue in
                print("badge \(oldValue) -> \(newValue)")
            }
    }
}

struct AddButton: View {
    @EnvironmentObject private var cart: Cart
    var body: some View {
        Button("Add") { cart.count += 1 }
    }
}

struct Shop: View {
    @StateObject private var cart = Cart()
    var body: some View {
        VStack {
            Badge()
            AddButton()
        }
        .environmentObject(cart)
    }
}

:mount Shop()
:tap "Add"
:tap "Add"
// expect: badge 0 -> 1
// expect: badge 1 -> 2
