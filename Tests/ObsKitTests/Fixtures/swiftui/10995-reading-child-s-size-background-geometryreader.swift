// Stack Overflow style (reading a child's size with a background GeometryReader): the classic SizePreferenceKey passes a framed child's size up to onPreferenceChange, which stores it in @State (rules §15.23, §15.9, §3)
import SwiftUI

struct SizePreferenceKey: PreferenceKey {
    static var defaultValue: CGSize { .zero }
    static func reduce(value: inout CGSize, nextValue: () -> CGSize) {
        value = nextValue()
    }
}

extension View {
    func readSize(onChange: @escaping (CGSize) -> Void) -> some View {
        background(
            GeometryReader { proxy in
                Color.clear
                    .preference(key: SizePreferenceKey.self, value: proxy.size)
            }
        )
        .onPreferenceChange(SizePreferenceKey.self, perform: onChange)
    }
}

struct ContentView: View {
    @State private var badgeSize: CGSize = .zero

    var body: some View {
        VStack {
            Text("NEW")
                .frame(width: 120, height: 60)
                .readSize { size in
                    print("badge is \(size.width) x \(size.height)")
                    badgeSize = size
                }
            Text("Stored width: \(Int(badgeSize.width))")
        }
    }
}
:mount ContentView()
// expect: badge is 120.0 x 60.0
