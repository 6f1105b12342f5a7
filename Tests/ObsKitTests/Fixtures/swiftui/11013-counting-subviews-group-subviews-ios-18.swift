// Stack Overflow style (counting subviews with Group(subviews:), iOS 18): a card container sees each member of its content as one subview, and an if adds one (rules §15.27, §1)
import SwiftUI

struct EqualCards<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        Group(subviews: content) { subviews in
            let _ = print("cards: \(subviews.count)")
            HStack(spacing: 8) {
                ForEach(subviews) { subview in
                    subview
                        .frame(maxWidth: .infinity)
                        .padding(8)
                        .background(RoundedRectangle(cornerRadius: 6).stroke(.gray))
                }
            }
        }
    }
}

struct ContentView: View {
    @State private var showPro = false

    var body: some View {
        VStack {
            EqualCards {
                Text("Free")
                Text("Plus")
                if showPro {
                    Text("Pro")
                }
            }
            Toggle("Show Pro", isOn: $showPro)
        }
        .padding()
    }
}
:mount ContentView()
// expect: cards: 2
:toggle "Show Pro"
// expect: cards: 3
:toggle "Show Pro"
// expect: cards: 2
