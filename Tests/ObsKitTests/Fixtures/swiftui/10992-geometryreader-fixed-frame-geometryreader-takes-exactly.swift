// Stack Overflow style (GeometryReader in a fixed frame): a GeometryReader takes exactly the size its fixed frame proposes (rules §15.9, §11.1; Apple frame(width:height:alignment:))
import SwiftUI

struct SizeProbe: View {
    let label: String

    var body: some View {
        GeometryReader { proxy in
            Color.blue.opacity(0.2)
                .onAppear {
                    print("\(label): \(proxy.size.width) x \(proxy.size.height)")
                }
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 0) {
            SizeProbe(label: "banner")
                .frame(width: 200, height: 100)
            SizeProbe(label: "square")
                .frame(width: 80, height: 80)
        }
    }
}
:mount ContentView()
// expect: banner: 200.0 x 100.0
// expect: square: 80.0 x 80.0
