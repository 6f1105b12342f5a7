// Apple sample style (Backyard Birds): a species checklist where each Bird is its own @Observable object, each row binds a Toggle with `@Bindable var bird`, and a badge above the list counts the favorites.
// SwiftUI: toggling writes one object's property, so only the views whose last body read that property re-run: the row and the badge, never the list that reads only the array (rules §8.3, §12.1);
// a stored @Bindable is not a dynamic property, so a row's first run prints `@self` only (rules §8.5, §12.2); rows keep their nodes when the list re-runs for a new bird, the badge shallower so it runs first (rules §2.8, §1.2).
import SwiftUI

@Observable
final class Bird: Identifiable {
    let id: Int
    let name: String
    var isFavorite = false

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

@Observable
final class BirdStore {
    var birds = [
        Bird(id: 1, name: "Chickadee"),
        Bird(id: 2, name: "Cardinal"),
        Bird(id: 3, name: "Nuthatch"),
    ]
}

struct BirdToggleRow: View {
    @Bindable var bird: Bird

    var body: some View {
        let _ = Self._printChanges()
        Toggle(bird.name, isOn: $bird.isFavorite)
    }
}

struct FavoritesBadge: View {
    let store: BirdStore

    var body: some View {
        let _ = Self._printChanges()
        Text("\(store.birds.filter(\.isFavorite).count) favorites")
            .font(.headline)
    }
}

struct BirdChecklist: View {
    @State private var store = BirdStore()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            FavoritesBadge(store: store)
            List {
                ForEach(store.birds) { bird in
                    BirdToggleRow(bird: bird)
                }
            }
            Button("Spotted a Wren") {
                store.birds.append(Bird(id: 4, name: "Wren"))
            }
        }
    }
}

:mount BirdChecklist()
// expect: BirdChecklist: @self, @identity, _store changed.
// expect: FavoritesBadge: @self changed.
// expect: BirdToggleRow: @self changed.
// expect: BirdToggleRow: @self changed.
// expect: BirdToggleRow: @self changed.
:toggle "Cardinal"
// expect: FavoritesBadge: @dependencies changed.
// expect: BirdToggleRow: @dependencies changed.
:toggle "Nuthatch"
// expect: FavoritesBadge: @dependencies changed.
// expect: BirdToggleRow: @dependencies changed.
:tap "Spotted a Wren"
// expect: BirdChecklist: @dependencies changed.
// expect: FavoritesBadge: @dependencies changed.
// expect: BirdToggleRow: @self changed.
:toggle "Wren"
// expect: FavoritesBadge: @dependencies changed.
// expect: BirdToggleRow: @dependencies changed.
