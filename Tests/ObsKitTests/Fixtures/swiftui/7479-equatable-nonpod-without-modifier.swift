// fatbobman-style "You may not need .equatable()": two avatar badges take the same closure; the one that conforms to Equatable is compared with its `==` even without the modifier, because it is not plain data
// What SwiftUI does: a view that holds a closure is not plain data, so if it is Equatable SwiftUI compares it
// with its `==` (rules §2.2); `AvatarBadgeEquatable.==` compares the names only and says equal, so it is
// skipped. `AvatarBadge` is not Equatable and is compared field by field, and its capturing closure never
// equals the last one (rules §2.3, §2.4), so it runs with `@self` at every render of the parent.
// Sources: rules §2.2, §2.3, §2.4, §2.7, §12.1, §12.2.
import SwiftUI

struct AvatarBadge: View {
    let name: String
    let onTap: () -> Void

    var body: some View {
        let _ = Self._printChanges()
        Button(name, action: onTap)
    }
}

struct AvatarBadgeEquatable: View, Equatable {
    let name: String
    let onTap: () -> Void

    static func == (lhs: AvatarBadgeEquatable, rhs: AvatarBadgeEquatable) -> Bool {
        lhs.name == rhs.name
    }

    var body: some View {
        let _ = Self._printChanges()
        Button(name, action: onTap)
    }
}

struct TeamHeader: View {
    @State private var selected = "nobody"

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Selected: \(selected)")
            AvatarBadge(name: "Mia") { selected = "Mia" }
            AvatarBadgeEquatable(name: "Leo") { selected = "Leo" }
        }
    }
}

:mount TeamHeader()
// expect: TeamHeader: @self, @identity, _selected changed.
// expect: AvatarBadge: @self changed.
// expect: AvatarBadgeEquatable: @self changed.
:tap "Leo"
// expect: TeamHeader: _selected changed.
// expect: AvatarBadge: @self changed.
:tap "Mia"
// expect: TeamHeader: _selected changed.
// expect: AvatarBadge: @self changed.
:tap "Mia"
