// SwiftUI from Apple's documentation: environment(\.colorScheme, .dark) changes the scheme a child view reads
// Apple, colorScheme (https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme): "@Environment(
// \.colorScheme) private var colorScheme ... Text(colorScheme == .dark ? "Dark" : "Light")" and "You can set the
// colorScheme environment value directly ... Doing so changes the color scheme of the given view and its child views".
import SwiftUI

struct SchemeLabel: View {
    @Environment(\.colorScheme) private var colorScheme
    var body: some View {
        Button("Which") { print(colorScheme == .dark ? "Dark" : "Light") }
    }
}

struct Root: View {
    var body: some View {
        VStack {
            SchemeLabel()
        }
        .environment(\.colorScheme, .dark)
    }
}

:mount Root()
:tap "Which"
// expect: Dark
