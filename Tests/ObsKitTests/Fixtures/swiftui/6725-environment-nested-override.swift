// Follows Apple's `View/environment(_:_:)` page (https://developer.apple.com/documentation/swiftui/view/environment(_:_:)):
// "A view inherits its environment from its container view, subject to explicit changes from an environment(_:_:)
// view modifier"; nested modifiers configure a hierarchy, the innermost one winning for its subtree.
// - The outer `.environment(\.density, level)` reaches every caption except those under an inner override; changing
//   `level` re-runs only the captions whose value changed, in tree order (rules §14.2, §2.8).
// - The captions are children of the screen's body, so tree order is top, middle, inner, bottom; the unchanged ones
//   only had their init run (rules §2.6, §2.7).
import SwiftUI

private struct DensityKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    var density: Int {
        get { self[DensityKey.self] }
        set { self[DensityKey.self] = newValue }
    }
}

struct Caption: View {
    let label: String
    @Environment(\.density) private var density

    var body: some View {
        let _ = print("Caption(\(label)) body: density \(density)")
        Text(label)
    }
}

struct LayoutScreen: View {
    @State private var level = 1

    var body: some View {
        let _ = print("LayoutScreen body: level \(level)")
        VStack {
            Caption(label: "top")
            VStack {
                Caption(label: "middle")
                Caption(label: "inner")
                    .environment(\.density, 3)
            }
            .environment(\.density, 2)
            Caption(label: "bottom")
            Button("Denser") { level = 5 }
        }
        .environment(\.density, level)
    }
}

:mount LayoutScreen()
// expect: LayoutScreen body: level 1
// expect: Caption(top) body: density 1
// expect: Caption(middle) body: density 2
// expect: Caption(inner) body: density 3
// expect: Caption(bottom) body: density 1
:tap "Denser"
// expect: LayoutScreen body: level 5
// expect: Caption(top) body: density 5
// expect: Caption(bottom) body: density 5
