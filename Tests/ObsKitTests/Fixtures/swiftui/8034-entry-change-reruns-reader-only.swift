// SwiftUI from Apple's documentation: an @Entry value changed by the parent re-runs the view that reads it, not a sibling without inputs
// Apple, Entry() (https://developer.apple.com/documentation/swiftui/entry()): "Create EnvironmentValues entries by extending the
// EnvironmentValues structure with new properties and attaching the @Entry macro". Apple, Environment.init(_:)
// (https://developer.apple.com/documentation/swiftui/environment/init(_:)): "SwiftUI automatically updates any parts of MyView that
// depend on the property when the associated environment value changes." Plain reads nothing and its value is unchanged.
import SwiftUI

extension EnvironmentValues {
    @Entry var accentLevel: Int = 0
}

struct LevelReader: View {
    @Environment(\.accentLevel) private var level

    var body: some View {
        let _ = print("LevelReader body: \(level)")
        Text("level \(level)")
    }
}

struct Plain: View {
    var body: some View {
        let _ = print("Plain body")
        Text("plain")
    }
}

struct Dashboard: View {
    @State private var level = 1

    var body: some View {
        let _ = print("Dashboard body")
        VStack {
            Button("Raise") { level += 1 }
            LevelReader()
            Plain()
        }
        .environment(\.accentLevel, level)
    }
}

:mount Dashboard()
// expect: Dashboard body
// expect: LevelReader body: 1
// expect: Plain body
:tap "Raise"
// expect: Dashboard body
// expect: LevelReader body: 2
