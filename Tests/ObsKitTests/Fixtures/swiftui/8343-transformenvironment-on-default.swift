// SwiftUI from Apple's documentation: transformEnvironment starts from the key's default when nothing above set it
// Apple, transformEnvironment(_:transform:) (https://developer.apple.com/documentation/swiftui/view/transformenvironment(_:transform:)):
// "Transforms the environment value of the specified key path with the given function." Apple, EnvironmentKey:
// defaultValue is the value the key has until a modifier sets one; the sibling outside the modifier keeps it.
import SwiftUI

private struct DepthKey: EnvironmentKey {
    static let defaultValue: Int = 0
}

extension EnvironmentValues {
    var depth: Int {
        get { self[DepthKey.self] }
        set { self[DepthKey.self] = newValue }
    }
}

struct DepthButton: View {
    let title: String
    @Environment(\.depth) private var depth
    var body: some View {
        Button(title) { print("\(title) depth \(depth)") }
    }
}

struct Root: View {
    var body: some View {
        HStack {
            DepthButton(title: "Plain")
            DepthButton(title: "Nested")
                .transformEnvironment(\.depth) { $0 += 1 }
                .transformEnvironment(\.depth) { $0 += 10 }
        }
    }
}

:mount Root()
:tap "Plain"
:tap "Nested"
// expect: Plain depth 0
// expect: Nested depth 11
