// fatbobman-style "Non-Equatable inputs are not always a problem": a card given a plain style struct is compared field by field and skipped; a card given a struct that carries a closure runs at every parent render
// What SwiftUI does: a view that isn't plain data and isn't Equatable is compared one stored field at a time,
// recursively: numbers by bytes, Equatable fields such as String by `==` (rules §2.3). `CardStyle` is not
// Equatable, yet the same radius and title make an equal card. `CardActions` holds a closure that captures
// `self`; it never equals the last one (rules §2.4), so `ActionCard` differs and runs with `@self`
// (rules §2.7, §12.1).
// Sources: rules §2.3, §2.4, §2.7, §12.1, §12.2.
import SwiftUI

struct CardStyle {
    var cornerRadius: Double
    var title: String
}

struct CardActions {
    var title: String
    var onTap: () -> Void
}

struct StyledCard: View {
    let style: CardStyle

    var body: some View {
        let _ = Self._printChanges()
        Text(style.title)
    }
}

struct ActionCard: View {
    let actions: CardActions

    var body: some View {
        let _ = Self._printChanges()
        Button(actions.title, action: actions.onTap)
    }
}

struct GalleryScreen: View {
    @State private var likes = 0

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("\(likes) likes")
            StyledCard(style: CardStyle(cornerRadius: 12, title: "Sunset"))
            ActionCard(actions: CardActions(title: "Like") { likes += 1 })
        }
    }
}

:mount GalleryScreen()
// expect: GalleryScreen: @self, @identity, _likes changed.
// expect: StyledCard: @self changed.
// expect: ActionCard: @self changed.
:tap "Like"
// expect: GalleryScreen: _likes changed.
// expect: ActionCard: @self changed.
:tap "Like"
// expect: GalleryScreen: _likes changed.
// expect: ActionCard: @self changed.
