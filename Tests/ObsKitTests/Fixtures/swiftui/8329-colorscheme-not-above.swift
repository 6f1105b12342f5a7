// SwiftUI from Apple's documentation: setting \.colorScheme on a child leaves the views above it unchanged
// Apple, colorScheme (https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme): "You can set the
// colorScheme environment value directly, but that usually isn't what you want. Doing so changes the color scheme of
// the given view and its child views but *not* the views above it in the view hierarchy." (The mount sets .light for
// the whole scene so the parent's value does not depend on the device's setting.)
import SwiftUI

struct Inner: View {
    @Environment(\.colorScheme) private var colorScheme
    var body: some View {
        Button("Inner") { print("inner \(colorScheme == .dark ? "Dark" : "Light")") }
    }
}

struct Outer: View {
    @Environment(\.colorScheme) private var colorScheme
    var body: some View {
        VStack {
            Button("Outer") { print("outer \(colorScheme == .dark ? "Dark" : "Light")") }
            Inner()
                .environment(\.colorScheme, .dark)
        }
    }
}

:mount Outer().environment(\.colorScheme, .light)
:tap "Outer"
:tap "Inner"
// expect: outer Light
// expect: inner Dark
