// Style: Hacking with Swift style tutorial. An environment object given to a NavigationStack reaches the views it pushes: they are its
// descendants (Apple `view/environmentobject(_:)`: the object is supplied "to a view's hierarchy"). `NavigationLink(destination:)` only builds
// the destination struct; its body waits for the push (rules §14.3). The pushed view declares the basket, so a change re-runs it (rules §14.1);
// a pop destroys its node (rules §14.3) but the basket lives on in the root's @StateObject (rules §4.4), so a second push shows the count kept.
import SwiftUI

final class Basket: ObservableObject {
    @Published var apples = 0
}

struct BasketView: View {
    @EnvironmentObject var basket: Basket

    var body: some View {
        let _ = print("BasketView body: \(basket.apples)")
        VStack {
            Text("\(basket.apples) apples")
            Button("Add apple") { basket.apples += 1 }
        }
    }
}

struct MarketView: View {
    var body: some View {
        let _ = print("MarketView body")
        List {
            NavigationLink("Open basket") { BasketView() }
        }
    }
}

struct MarketApp: View {
    @StateObject private var basket = Basket()

    var body: some View {
        NavigationStack {
            MarketView()
        }
        .environmentObject(basket)
    }
}

:mount MarketApp()
// expect: MarketView body
:tap "Open basket"
// expect: BasketView body: 0
:tap "Add apple"
// expect: BasketView body: 1
:tap "Add apple"
// expect: BasketView body: 2
:back
:tap "Open basket"
// expect: BasketView body: 2
