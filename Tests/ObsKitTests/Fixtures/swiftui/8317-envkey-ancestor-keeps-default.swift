// SwiftUI from Apple's documentation: a value set on a child does not reach the view that applies the modifier
// Apple, colorScheme (https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme): setting an
// environment value directly "changes the color scheme of the given view and its child views but *not* the views above
// it in the view hierarchy." Apple, EnvironmentKey: the modifier sets the value "for a view and all its subviews".
// Here Parent applies .environment to its child inside its own body, so Parent itself still reads the default.
import SwiftUI

private struct ToneKey: EnvironmentKey {
    static let defaultValue: String = "neutral"
}

extension EnvironmentValues {
    var tone: String {
        get { self[ToneKey.self] }
        set { self[ToneKey.self] = newValue }
    }
}

struct Child: View {
    @Environment(\.tone) private var tone
    var body: some View {
        Button("Child") { print("child tone \(tone)") }
    }
}

struct Parent: View {
    @Environment(\.tone) private var tone
    var body: some View {
        VStack {
            Button("Parent") { print("parent tone \(tone)") }
            Child()
                .environment(\.tone, "warm")
        }
    }
}

:mount Parent()
:tap "Parent"
:tap "Child"
// expect: parent tone neutral
// expect: child tone warm
