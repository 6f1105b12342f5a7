// An "analytics" PrimitiveButtonStyle that logs an event name and then triggers the button, offered as
// `.buttonStyle(.tracked("add_item"))` through a static function on a constrained extension, as posts on
// instrumenting buttons write it.
// What SwiftUI does: makeBody draws its own `Button` around `configuration.label`; its action logs, calls
// `configuration.trigger()` (which runs the styled button's action at once), and logs again (rules §15.26; Apple
// `primitivebuttonstyleconfiguration/trigger()`). Inside makeBody the style no longer applies, so the inner Button is
// a plain one (rules §15.26). The styles hold Strings, equal at every render (rules §2.3), so makeBody runs once per
// button. After "Add item" the parent's body ran again and made a new action; `trigger()` runs the newest one (rules
// §15.26), which sees two items.
// Sources: rules §2.3, §3.4, §15.26; https://developer.apple.com/documentation/swiftui/primitivebuttonstyle
// https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration/trigger()
import SwiftUI

struct AnalyticsButtonStyle: PrimitiveButtonStyle {
    let event: String

    func makeBody(configuration: Configuration) -> some View {
        let _ = print("AnalyticsButtonStyle makeBody: \(event)")
        Button {
            print("analytics: \(event)")
            configuration.trigger()
            print("analytics: \(event) done")
        } label: {
            configuration.label
        }
    }
}

extension PrimitiveButtonStyle where Self == AnalyticsButtonStyle {
    static func tracked(_ event: String) -> AnalyticsButtonStyle {
        AnalyticsButtonStyle(event: event)
    }
}

struct CheckoutView: View {
    @State private var items = 1

    var body: some View {
        let _ = print("CheckoutView body: \(items) items")
        VStack(spacing: 12) {
            Text("\(items) items in cart")
            Button("Add item") {
                print("adding")
                items += 1
            }
            .buttonStyle(.tracked("add_item"))
            Button("Checkout") {
                print("checking out \(items) items")
            }
            .buttonStyle(.tracked("checkout"))
        }
    }
}

:mount CheckoutView()
// expect: CheckoutView body: 1 items
// expect: AnalyticsButtonStyle makeBody: add_item
// expect: AnalyticsButtonStyle makeBody: checkout
:tap "Add item"
// expect: analytics: add_item
// expect: adding
// expect: analytics: add_item done
// expect: CheckoutView body: 2 items
:tap "Checkout"
// expect: analytics: checkout
// expect: checking out 2 items
// expect: analytics: checkout done
