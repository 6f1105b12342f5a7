// Hacking with Swift style: previewing prices for another region by overriding `\.locale` on the cart section
// What SwiftUI does: `\.locale` is the device's, en_US here (rules §15.17); `.environment(\.locale, ...)` changes it
// for the cart only (Apple `view/environment(_:_:)`). Choosing Germany gives the cart's price tag a new locale, and it
// runs again (rules §14.2); the help footer outside the override keeps en_US and does not. Choosing Germany again
// writes an equal `@State` value: nothing happens (rules §3.4).
// Sources: rules §3.4, §3.5, §14.2, §15.17; https://developer.apple.com/documentation/swiftui/environmentvalues/locale
import SwiftUI

struct PriceTag: View {
    let amount: Double
    @Environment(\.locale) private var locale

    var body: some View {
        let _ = print("PriceTag body: \(locale.identifier)")
        Text("\(amount)")
    }
}

struct HelpFooter: View {
    @Environment(\.locale) private var locale

    var body: some View {
        let _ = print("HelpFooter body: \(locale.identifier)")
        Text("Need help?")
    }
}

struct CheckoutScreen: View {
    @State private var region = "en_US"

    var body: some View {
        let _ = print("CheckoutScreen body: \(region)")
        VStack {
            VStack {
                Text("Cart")
                PriceTag(amount: 12.5)
            }
            .environment(\.locale, Locale(identifier: region))
            HelpFooter()
            Button("Germany") { region = "de_DE" }
            Button("France") { region = "fr_FR" }
        }
    }
}

:mount CheckoutScreen()
// expect: CheckoutScreen body: en_US
// expect: PriceTag body: en_US
// expect: HelpFooter body: en_US
:tap "Germany"
// expect: CheckoutScreen body: de_DE
// expect: PriceTag body: de_DE
:tap "Germany"
:tap "France"
// expect: CheckoutScreen body: fr_FR
// expect: PriceTag body: fr_FR
