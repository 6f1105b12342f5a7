// Stack Overflow style (GeometryReader at the root): a full-screen GeometryReader reads the iPhone 16 portrait width in onAppear, and a tap re-runs only the body that read the state (rules §15.9, §11.1, §3)
import SwiftUI

struct ContentView: View {
    @State private var taps = 0

    var body: some View {
        let _ = print("ContentView body, taps \(taps)")
        GeometryReader { proxy in
            VStack {
                Text("Screen is \(Int(proxy.size.width)) pt wide")
                Button("Tap") { taps += 1 }
            }
            .onAppear {
                print("width: \(proxy.size.width)")
            }
        }
    }
}
:mount ContentView()
// expect: ContentView body, taps 0
// expect: width: 393.0
:tap "Tap"
// expect: ContentView body, taps 1
:tap "Tap"
// expect: ContentView body, taps 2
