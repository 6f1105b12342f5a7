// objc.io Thinking in SwiftUI style: the environment flows down the tree; only views that read a key re-run when its value changes, and an inner .environment overrides the outer one for its subtree (rules §14.2, §2.7)
import SwiftUI

private struct AccentNameKey: EnvironmentKey {
    static let defaultValue = "blue"
}

extension EnvironmentValues {
    var accentName: String {
        get { self[AccentNameKey.self] }
        set { self[AccentNameKey.self] = newValue }
    }
}

struct Swatch: View {
    let title: String
    @Environment(\.accentName) private var accentName

    var body: some View {
        let _ = print("Swatch \(title) body: \(accentName)")
        Text("\(title): \(accentName)")
    }
}

struct Caption: View {
    var body: some View {
        let _ = print("Caption body")
        Text("Colors")
    }
}

struct Palette: View {
    @State private var dark = false

    var body: some View {
        let _ = print("Palette body: dark=\(dark)")
        VStack {
            Caption()
            Swatch(title: "outer")
            Swatch(title: "inner")
                .environment(\.accentName, "orange")
            Button("Toggle dark") { dark.toggle() }
        }
        .environment(\.accentName, dark ? "navy" : "sky")
    }
}

struct Plain: View {
    var body: some View {
        Swatch(title: "default")
    }
}

:mount Palette()
// expect: Palette body: dark=false
// expect: Caption body
// expect: Swatch outer body: sky
// expect: Swatch inner body: orange
:tap "Toggle dark"
// expect: Palette body: dark=true
// expect: Swatch outer body: navy
:tap "Toggle dark"
// expect: Palette body: dark=false
// expect: Swatch outer body: sky
:mount Plain()
// expect: Swatch default body: blue
