// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2020/10040/ (several changes made in one action are one update: three @Published writes, or three @Observable writes in one method, run the body once; writes on either side of an await are two updates)
// "Data Essentials in SwiftUI" (WWDC20): objectWillChange is sent before each change, which lets SwiftUI coalesce the
// changes of one event into a single update of the views that depend on the object. Observation does the same for
// @Observable models ("Discover Observation in SwiftUI", https://developer.apple.com/videos/play/wwdc2023/10149/):
// a change schedules an update, and the body runs once with all the new values. A task that suspends between two
// writes lets an update happen in between.
// - ObservableObject: "Quick order" sets three properties; the body runs once with all three.
// - @Observable: the same through a method; then "Order later" writes before and after a one-second sleep.
import SwiftUI

final class OrderDesk: ObservableObject {
    @Published var flavor = "Plain"
    @Published var quantity = 1
    @Published var status = "New"
}

struct OrderDeskView: View {
    @StateObject private var desk = OrderDesk()

    var body: some View {
        let _ = print("desk body: \(desk.quantity) \(desk.flavor), \(desk.status)")
        Button("Quick order") {
            desk.flavor = "Maple"
            desk.quantity = 6
            desk.status = "Placed"
        }
    }
}

@Observable
final class Kitchen {
    var flavor = "Plain"
    var quantity = 1
    var status = "New"

    func placeQuickOrder() {
        flavor = "Maple"
        quantity = 6
        status = "Placed"
    }
}

struct KitchenView: View {
    @State private var kitchen = Kitchen()

    var body: some View {
        let _ = print("kitchen body: \(kitchen.quantity) \(kitchen.flavor), \(kitchen.status)")
        VStack {
            Button("Quick order") { kitchen.placeQuickOrder() }
            Button("Order later") {
                Task {
                    kitchen.status = "Queued"
                    try? await Task.sleep(for: .seconds(1))
                    kitchen.status = "Baking"
                }
            }
        }
    }
}

:mount OrderDeskView()
// expect: desk body: 1 Plain, New
:tap "Quick order"
// expect: desk body: 6 Maple, Placed
:mount KitchenView()
// expect: kitchen body: 1 Plain, New
:tap "Quick order"
// expect: kitchen body: 6 Maple, Placed
:tap "Order later"
// expect: kitchen body: 6 Maple, Queued
:advance 1s
// expect: kitchen body: 6 Maple, Baking
