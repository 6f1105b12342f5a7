// Follows Apple's `EnvironmentValues` page (https://developer.apple.com/documentation/swiftui/environmentvalues): a
// view reads a built-in value (`colorScheme`) and a custom one with `@Environment`, and the parent sets both with
// `.environment(_:_:)`; `Self._printChanges()` shows why the badge's body runs.
// - First run: `@self, @identity` and every dynamic property in declaration order, @Environment ones included
//   (rules §12.1, §12.2).
// - Later runs name only the environment field whose value changed (`_colorScheme`, then `_label`); the parent's
//   re-render alone is no cause, since the badge's own value is unchanged (rules §14.2, §2.5, §12.1).
import SwiftUI

extension EnvironmentValues {
    @Entry var badgeLabel: String = "New"
}

struct StatusBadge: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.badgeLabel) private var label

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("badge \(label) in \(colorScheme == .dark ? "dark" : "light") mode")
        Text(label)
    }
}

struct ShopHeader: View {
    @State private var dark = false
    @State private var label = "New"

    var body: some View {
        VStack {
            StatusBadge()
            Button("Dark") { dark = true }
            Button("Sale") { label = "Sale" }
        }
        .environment(\.colorScheme, dark ? .dark : .light)
        .environment(\.badgeLabel, label)
    }
}

:mount ShopHeader()
// expect: StatusBadge: @self, @identity, _colorScheme, _label changed.
// expect: badge New in light mode
:tap "Dark"
// expect: StatusBadge: _colorScheme changed.
// expect: badge New in dark mode
:tap "Sale"
// expect: StatusBadge: _label changed.
// expect: badge Sale in dark mode
