// SwiftUI from Apple's documentation: changing one environment key re-runs the readers of that key, not the readers of another key
// Apple, Environment.init(_:) (https://developer.apple.com/documentation/swiftui/environment/init(_:)): "SwiftUI automatically
// updates any parts of MyView that depend on the property when the associated environment value changes." TintReader depends on
// \.tintName only; the parent changes \.fontScale, so only ScaleReader (and the parent, which reads its own state) run again.
import SwiftUI

extension EnvironmentValues {
    @Entry var fontScale: Int = 1
    @Entry var tintName: String = "blue"
}

struct ScaleReader: View {
    @Environment(\.fontScale) private var scale

    var body: some View {
        let _ = print("ScaleReader body: \(scale)")
        Text("x\(scale)")
    }
}

struct TintReader: View {
    @Environment(\.tintName) private var tint

    var body: some View {
        let _ = print("TintReader body: \(tint)")
        Text(tint)
    }
}

struct Reader: View {
    @State private var scale = 1

    var body: some View {
        let _ = print("Reader body: \(scale)")
        VStack {
            Button("Bigger") { scale += 1 }
            ScaleReader()
            TintReader()
        }
        .environment(\.fontScale, scale)
        .environment(\.tintName, "green")
    }
}

:mount Reader()
// expect: Reader body: 1
// expect: ScaleReader body: 1
// expect: TintReader body: green
:tap "Bigger"
// expect: Reader body: 2
// expect: ScaleReader body: 2
