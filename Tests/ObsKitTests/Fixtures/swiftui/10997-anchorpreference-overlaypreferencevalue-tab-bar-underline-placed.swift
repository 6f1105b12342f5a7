// Stack Overflow style (anchorPreference and overlayPreferenceValue): a tab bar underline placed from the selected tab's bounds anchor, resolved in an overlay GeometryReader (rules §15.23; Apple anchorPreference(key:value:transform:), overlayPreferenceValue(_:_:))
// known-gap: error: 16:9: error: not supported yet: '.overlayPreferenceValue' (preferences are combined after the render; there is no geometry)
import SwiftUI

struct SelectedTabKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

struct ContentView: View {
    @State private var selected = "Home"
    private let tabs = ["Home", "Search", "Profile"]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(tabs, id: \.self) { tab in
                Button(tab) { selected = tab }
                    .frame(width: 100, height: 44)
                    .anchorPreference(key: SelectedTabKey.self, value: .bounds) { anchor in
                        tab == selected ? anchor : nil
                    }
            }
        }
        .overlayPreferenceValue(SelectedTabKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    Rectangle()
                        .frame(width: rect.width, height: 2)
                        .offset(x: rect.minX, y: rect.maxY - 2)
                        .onAppear { print("underline at x \(rect.minX), width \(rect.width)") }
                        .onChange(of: rect.minX) { _, newX in
                            print("underline moved to x \(newX)")
                        }
                }
            }
        }
    }
}
:mount ContentView()
// expect: underline at x 0.0, width 100.0
:tap "Search"
// expect: underline moved to x 100.0
:tap "Profile"
// expect: underline moved to x 200.0
