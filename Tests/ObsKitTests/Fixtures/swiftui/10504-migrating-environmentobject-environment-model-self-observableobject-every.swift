// Observation in depth style: migrating @EnvironmentObject to @Environment(Model.self); with the ObservableObject every view that declares the object re-runs on a change (the owner too), with the @Observable model only the view that read the property does (rules §14.1, §14.2, §6.5, §8.3)
import SwiftUI

final class CartOld: ObservableObject {
    @Published var count = 0
}

struct OldBadge: View {
    @EnvironmentObject var cart: CartOld

    var body: some View {
        let _ = print("OldBadge body: \(cart.count)")
        Text("\(cart.count) in cart")
    }
}

struct OldFooter: View {
    @EnvironmentObject var cart: CartOld

    var body: some View {
        let _ = print("OldFooter body")
        Text("Thanks for shopping")
    }
}

struct OldRoot: View {
    @StateObject private var cart = CartOld()

    var body: some View {
        let _ = print("OldRoot body")
        VStack {
            OldBadge()
            OldFooter()
            Button("Add") { cart.count += 1 }
        }
        .environmentObject(cart)
    }
}

@Observable
final class CartNew {
    var count = 0
}

struct NewBadge: View {
    @Environment(CartNew.self) private var cart

    var body: some View {
        let _ = print("NewBadge body: \(cart.count)")
        Text("\(cart.count) in cart")
    }
}

struct NewFooter: View {
    @Environment(CartNew.self) private var cart

    var body: some View {
        let _ = print("NewFooter body")
        Text("Thanks for shopping")
    }
}

struct NewRoot: View {
    @State private var cart = CartNew()

    var body: some View {
        let _ = print("NewRoot body")
        VStack {
            NewBadge()
            NewFooter()
            Button("Add") { cart.count += 1 }
        }
        .environment(cart)
    }
}

:mount OldRoot()
// expect: OldRoot body
// expect: OldBadge body: 0
// expect: OldFooter body
:tap "Add"
// expect: OldRoot body
// expect: OldBadge body: 1
// expect: OldFooter body
:mount NewRoot()
// expect: NewRoot body
// expect: NewBadge body: 0
// expect: NewFooter body
:tap "Add"
// expect: NewBadge body: 1
:tap "Add"
// expect: NewBadge body: 2
