// Stack Overflow style (child height into parent state): a 44-point row's height comes up through a preference into @State, which runs the parent's body a second time (rules §15.23, §3, §10.1)
import SwiftUI

struct HeightKey: PreferenceKey {
    static var defaultValue: CGFloat { 0 }
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct ContentView: View {
    @State private var rowHeight: CGFloat = 0

    var body: some View {
        let _ = print("ContentView body, rowHeight \(rowHeight)")
        VStack {
            Text("Row")
                .frame(height: 44)
                .background(
                    GeometryReader { proxy in
                        Color.clear.preference(key: HeightKey.self, value: proxy.size.height)
                    }
                )
            Text("Measured: \(Int(rowHeight))")
        }
        .onPreferenceChange(HeightKey.self) { height in
            print("rowHeight -> \(height)")
            rowHeight = height
        }
    }
}
:mount ContentView()
// expect: ContentView body, rowHeight 0.0
// expect: rowHeight -> 44.0
// expect: ContentView body, rowHeight 44.0
