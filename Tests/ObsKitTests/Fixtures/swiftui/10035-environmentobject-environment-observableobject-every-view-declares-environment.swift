// SwiftLee migration style: @EnvironmentObject → @Environment — with the ObservableObject every view that declares the environment object re-runs for any @Published change, even one that only writes in an action; with @Observable in @Environment only the view that read the changed property re-runs (rules §14.1, §6.5, §14.2, §8.3)
import SwiftUI

final class OldCart: ObservableObject {
    @Published var items = 0
    @Published var coupon = "NONE"
}

struct OldCount: View {
    @EnvironmentObject var cart: OldCart

    var body: some View {
        let _ = print("OldCount body: \(cart.items)")
        Text("\(cart.items) items")
    }
}

struct OldCouponLine: View {
    @EnvironmentObject var cart: OldCart

    var body: some View {
        let _ = print("OldCouponLine body: \(cart.coupon)")
        Text(cart.coupon)
    }
}

struct OldButtons: View {
    @EnvironmentObject var cart: OldCart

    var body: some View {
        let _ = print("OldButtons body")
        Button("Add old") { cart.items += 1 }
    }
}

struct OldShop: View {
    @StateObject private var cart = OldCart()

    var body: some View {
        VStack {
            OldCount()
            OldCouponLine()
            OldButtons()
        }
        .environmentObject(cart)
    }
}

@Observable
final class Cart {
    var items = 0
    var coupon = "NONE"
}

struct NewCount: View {
    @Environment(Cart.self) private var cart

    var body: some View {
        let _ = print("NewCount body: \(cart.items)")
        Text("\(cart.items) items")
    }
}

struct NewCouponLine: View {
    @Environment(Cart.self) private var cart

    var body: some View {
        let _ = print("NewCouponLine body: \(cart.coupon)")
        Text(cart.coupon)
    }
}

struct NewButtons: View {
    @Environment(Cart.self) private var cart

    var body: some View {
        let _ = print("NewButtons body")
        Button("Add new") { cart.items += 1 }
    }
}

struct NewShop: View {
    @State private var cart = Cart()

    var body: some View {
        VStack {
            NewCount()
            NewCouponLine()
            NewButtons()
        }
        .environment(cart)
    }
}

:mount OldShop()
// expect: OldCount body: 0
// expect: OldCouponLine body: NONE
// expect: OldButtons body
:tap "Add old"
// expect: OldCount body: 1
// expect: OldCouponLine body: NONE
// expect: OldButtons body
:mount NewShop()
// expect: NewCount body: 0
// expect: NewCouponLine body: NONE
// expect: NewButtons body
:tap "Add new"
// expect: NewCount body: 1
