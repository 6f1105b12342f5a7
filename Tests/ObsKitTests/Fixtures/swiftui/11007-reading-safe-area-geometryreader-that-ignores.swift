// Stack Overflow style (reading the safe area): a GeometryReader that ignores the safe area spans the whole 393 x 852 iPhone 16 screen with no side insets in portrait, and a safeAreaInset bar's button works (rules §15.9, §15.14; Apple ignoresSafeArea(_:edges:), safeAreaInset(edge:alignment:spacing:content:))
import SwiftUI

struct ContentView: View {
    @State private var count = 0

    var body: some View {
        ZStack {
            GeometryReader { proxy in
                Color.indigo.opacity(0.1)
                    .onAppear {
                        print("screen \(proxy.size.width) x \(proxy.size.height)")
                        print("leading \(proxy.safeAreaInsets.leading), trailing \(proxy.safeAreaInsets.trailing)")
                    }
            }
            .ignoresSafeArea()

            Text("Count \(count)")
        }
        .safeAreaInset(edge: .bottom) {
            Button("Increment") {
                count += 1
                print("count now \(count)")
            }
            .frame(maxWidth: .infinity)
        }
    }
}
:mount ContentView()
// expect: screen 393.0 x 852.0
// expect: leading 0.0, trailing 0.0
:tap "Increment"
// expect: count now 1
