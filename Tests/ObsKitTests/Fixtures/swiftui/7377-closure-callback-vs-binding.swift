// Two ways a parent lets a child change its state, side by side, as posts on "Binding or callback?" compare them: a
// stepper that takes `@Binding var quantity`, and one that takes the value plus `onChange: (Int) -> Void`.
// What SwiftUI does: a parent render builds both children again (rules §2.6). `$quantity` reuses one location and
// compares equal while the value is equal (rules §2.5), so a parent change that leaves `quantity` alone doesn't run the
// binding child; the callback child holds a closure the parent's body made, which captures the parent and never equals
// the last one (rules §2.4, T15), so it runs at every parent render. When `quantity` changes, from either child, the
// parent (which read it) runs, and both children run once each, in order (rules §2.8, §9.3).
// Sources: rules §2.4, §2.5, §2.6, §2.8, §9.3, T15; https://developer.apple.com/documentation/swiftui/binding
import SwiftUI

struct BindingStepper: View {
    @Binding var quantity: Int

    var body: some View {
        let _ = print("BindingStepper body: \(quantity)")
        HStack {
            Text("Binding: \(quantity)")
            Button("Binding +") { quantity += 1 }
        }
    }
}

struct CallbackStepper: View {
    let quantity: Int
    let onChange: (Int) -> Void

    var body: some View {
        let _ = print("CallbackStepper body: \(quantity)")
        HStack {
            Text("Callback: \(quantity)")
            Button("Callback +") { onChange(quantity + 1) }
        }
    }
}

struct OrderLine: View {
    @State private var quantity = 1
    @State private var giftWrap = false

    var body: some View {
        let _ = print("OrderLine body: \(quantity), gift wrap \(giftWrap)")
        VStack {
            BindingStepper(quantity: $quantity)
            CallbackStepper(quantity: quantity) { newValue in
                print("onChange(\(newValue))")
                quantity = newValue
            }
            Toggle("Gift wrap", isOn: $giftWrap)
            Text(giftWrap ? "Wrapped" : "Plain")
        }
    }
}

:mount OrderLine()
// expect: OrderLine body: 1, gift wrap false
// expect: BindingStepper body: 1
// expect: CallbackStepper body: 1
:toggle "Gift wrap"
// expect: OrderLine body: 1, gift wrap true
// expect: CallbackStepper body: 1
:tap "Binding +"
// expect: OrderLine body: 2, gift wrap true
// expect: BindingStepper body: 2
// expect: CallbackStepper body: 2
:tap "Callback +"
// expect: onChange(3)
// expect: OrderLine body: 3, gift wrap true
// expect: BindingStepper body: 3
// expect: CallbackStepper body: 3
