// A reusable quantity picker, `QuantityPicker(quantity: $qty, range: 0...2)`, with round "Less" and "More" buttons
// drawn by a style that dims itself through `@Environment(\.isEnabled)`; each button is disabled at its bound.
// What SwiftUI does: a tap writes the cart line's `@State` through the binding; the line reads it and runs, then the
// picker (rules §9.3, §2.8). Each button has its own style node (rules §15.26); its makeBody runs again only when its
// `isEnabled` changes (rules §14.2), that is when the quantity reaches or leaves that button's bound. The style's
// `name` String is equal from render to render (rules §2.3).
// Sources: rules §2.3, §2.8, §9.3, §14.2, §15.17, §15.26; https://developer.apple.com/documentation/swiftui/buttonstyle
// https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled
import SwiftUI

struct RoundIconButtonStyle: ButtonStyle {
    let name: String
    @Environment(\.isEnabled) var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        let _ = print("RoundIconButtonStyle makeBody: \(name) enabled \(isEnabled)")
        configuration.label
            .frame(width: 56, height: 36)
            .background(Capsule().fill(isEnabled ? Color.accentColor : Color.gray.opacity(0.3)))
            .foregroundStyle(.white)
    }
}

struct QuantityPicker: View {
    @Binding var quantity: Int
    let range: ClosedRange<Int>

    var body: some View {
        let _ = print("QuantityPicker body: \(quantity)")
        HStack(spacing: 16) {
            Button("Less") { quantity -= 1 }
                .buttonStyle(RoundIconButtonStyle(name: "Less"))
                .disabled(quantity <= range.lowerBound)
            Text("\(quantity)")
                .monospacedDigit()
            Button("More") { quantity += 1 }
                .buttonStyle(RoundIconButtonStyle(name: "More"))
                .disabled(quantity >= range.upperBound)
        }
    }
}

struct CartLine: View {
    @State private var quantity = 1

    var body: some View {
        let _ = print("CartLine body: \(quantity)")
        HStack {
            Text("Espresso beans")
            Spacer()
            QuantityPicker(quantity: $quantity, range: 0...2)
        }
    }
}

:mount CartLine()
// expect: CartLine body: 1
// expect: QuantityPicker body: 1
// expect: RoundIconButtonStyle makeBody: Less enabled true
// expect: RoundIconButtonStyle makeBody: More enabled true
:tap "More"
// expect: CartLine body: 2
// expect: QuantityPicker body: 2
// expect: RoundIconButtonStyle makeBody: More enabled false
:tap "Less"
// expect: CartLine body: 1
// expect: QuantityPicker body: 1
// expect: RoundIconButtonStyle makeBody: More enabled true
:tap "Less"
// expect: CartLine body: 0
// expect: QuantityPicker body: 0
// expect: RoundIconButtonStyle makeBody: Less enabled false
