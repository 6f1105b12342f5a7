// environment and custom wrappers style: transformEnvironment to derive a value from the one above instead of replacing it; each Indented container adds one to \.nestLevel, so the level grows with depth, and a sibling outside keeps the level it was given (rules §14.2; Apple transformEnvironment(_:transform:))
import SwiftUI

extension EnvironmentValues {
    @Entry var nestLevel: Int = 0
}

struct LevelButton: View {
    let name: String
    @Environment(\.nestLevel) private var level

    var body: some View {
        Button(name) { print("\(name) at level \(level)") }
    }
}

struct Indented<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack { content }
            .transformEnvironment(\.nestLevel) { level in
                level += 1
            }
    }
}

struct OutlineScreen: View {
    var body: some View {
        VStack {
            LevelButton(name: "root")
            Indented {
                LevelButton(name: "child")
                Indented {
                    LevelButton(name: "grandchild")
                }
            }
            LevelButton(name: "sibling")
        }
        .environment(\.nestLevel, 10)
    }
}

:mount OutlineScreen()
:tap "root"
// expect: root at level 10
:tap "child"
// expect: child at level 11
:tap "grandchild"
// expect: grandchild at level 12
:tap "sibling"
// expect: sibling at level 10
