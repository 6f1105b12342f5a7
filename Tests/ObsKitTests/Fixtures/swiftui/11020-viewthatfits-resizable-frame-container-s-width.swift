// Stack Overflow style (ViewThatFits in a resizable frame): the container's width decides which of three fixed-width candidates is shown as buttons narrow it (rules §15.20, §11.1; Apple ViewThatFits)
import SwiftUI

struct ContentView: View {
    @State private var available: CGFloat = 350

    var body: some View {
        VStack {
            ViewThatFits(in: .horizontal) {
                Text("Large player").frame(width: 300)
                    .onAppear { print("large") }
                Text("Medium player").frame(width: 200)
                    .onAppear { print("medium") }
                Text("Mini").frame(width: 100)
                    .onAppear { print("mini") }
            }
            .frame(width: available)
            Button("Narrow") { available = 250 }
            Button("Narrowest") { available = 120 }
        }
    }
}
:mount ContentView()
// expect: large
:tap "Narrow"
// expect: medium
:tap "Narrowest"
// expect: mini
