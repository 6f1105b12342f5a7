// A custom ViewModifier's body(content:) wraps the view; onReceive subscribes while the view is on
// screen and delivers each value to its action (rules §11).
import SwiftUI
import Combine

struct Card: ViewModifier {
    func body(content: Content) -> some View {
        VStack {
            Text("card")
            content
        }
    }
}

let ticks = PassthroughSubject<Int, Never>()

struct Ticker: View {
    @State private var last = 0
    var body: some View {
        let _ = print("Ticker body, last \(last)")
        Text("\(last)")
            .modifier(Card())
            .onReceive(ticks) { value in last = value }
    }
}

:mount Ticker()
ticks.send(3)
ticks.send(3)
ticks.send(5)
:unmount
ticks.send(9)
print("done")
// expect: Ticker body, last 0
// expect: Ticker body, last 3
// expect: Ticker body, last 5
// expect: done
