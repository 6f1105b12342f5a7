// Style: forum question. "Why does my alert show the old value? I set `removedItem` right before `showRemoved = true`,
// just like my sheet, and the sheet shows the old one." For an alert it does not happen: SwiftUI: the `actions:` and
// `message:` closures of `alert(_:isPresented:actions:message:)` are not escaping; they are called while the
// presenter's body runs, at each render, shown or not (rules §8.4, §8.6, §13.2; Apple
// `view/alert(_:ispresented:actions:message:)`). So the message's read of `removedItem` is the body's read (rules §3.5):
// writing it runs the body again, and the message is built with the new value. Setting or clearing the flag alone is
// no read (rules §3.5, §8.7): the OK button, which sets it to false, runs no body.
import SwiftUI

struct CartView: View {
    @State private var removedItem = ""
    @State private var showRemoved = false

    var body: some View {
        let _ = print("cart body")
        VStack {
            ForEach(["Milk", "Bread"], id: \.self) { item in
                Button("Remove \(item)") {
                    removedItem = item
                    showRemoved = true
                }
            }
        }
        .alert("Removed", isPresented: $showRemoved) {
            Button("OK", role: .cancel) { }
        } message: {
            let _ = print("message built with '\(removedItem)'")
            Text("\(removedItem) was removed from your cart.")
        }
    }
}

:mount CartView()
// expect: cart body
// expect: message built with ''
:tap "Remove Milk"
// expect: cart body
// expect: message built with 'Milk'
:tap "OK"
:tap "Remove Bread"
// expect: cart body
// expect: message built with 'Bread'
