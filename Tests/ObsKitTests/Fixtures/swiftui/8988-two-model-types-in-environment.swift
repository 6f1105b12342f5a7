// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/environment(_:) (environment(_:) stores each observable object under its own type: a User and a Basket in one environment; a Basket change updates only the view that reads the basket, and a User change only the view that reads the user)
import SwiftUI
import Observation

@Observable
final class User {
    var name = "Rin"
}

@Observable
final class Basket {
    var count = 0
}

struct UserLine: View {
    @Environment(User.self) private var user

    var body: some View {
        let _ = print("user \(user.name)")
        Text(user.name)
    }
}

struct BasketLine: View {
    @Environment(Basket.self) private var basket

    var body: some View {
        let _ = print("basket \(basket.count)")
        Text("\(basket.count) items")
    }
}

struct Buttons: View {
    @Environment(User.self) private var user
    @Environment(Basket.self) private var basket

    var body: some View {
        HStack {
            Button("Add to basket") { basket.count += 1 }
            Button("Rename user") { user.name = "Rin T." }
        }
    }
}

struct ShopRoot: View {
    @State private var user = User()
    @State private var basket = Basket()

    var body: some View {
        VStack {
            UserLine()
            BasketLine()
            Buttons()
        }
        .environment(user)
        .environment(basket)
    }
}

:mount ShopRoot()
:tap "Add to basket"
:tap "Rename user"
:tap "Add to basket"
// expect: user Rin
// expect: basket 0
// expect: basket 1
// expect: user Rin T.
// expect: basket 2
