// Stack Overflow style (onGeometryChange, iOS 18): the action gets a card's width when it first appears and again each time its frame changes (rules §3; Apple onGeometryChange(for:of:action:))
import SwiftUI

struct ContentView: View {
    @State private var expanded = false

    var body: some View {
        VStack(spacing: 20) {
            RoundedRectangle(cornerRadius: 8)
                .fill(.orange)
                .frame(width: expanded ? 250 : 150, height: 44)
                .onGeometryChange(for: CGFloat.self) { proxy in
                    proxy.size.width
                } action: { width in
                    print("card width \(width)")
                }
            Button(expanded ? "Collapse" : "Expand") {
                expanded.toggle()
            }
        }
    }
}
:mount ContentView()
// expect: card width 150.0
:tap "Expand"
// expect: card width 250.0
:tap "Collapse"
// expect: card width 150.0
