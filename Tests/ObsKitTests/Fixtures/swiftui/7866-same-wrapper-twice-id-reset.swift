// Custom DynamicProperty: the same @Tally wrapper twice in one view, and a new game by `.id`
// Each field gets its own boxes, updated in declaration order before every body, so both update()s run whichever
// changed (rules §7.1, §7.2); _printChanges names only the changed field (§7.3, §12.1). A new `.id` makes a new node:
// both states start over and the first-run line comes again, `@identity` included (rules §1.3, §12.2).
import SwiftUI

@propertyWrapper
struct Tally: DynamicProperty {
    @State private var count = 0
    let side: String

    init(_ side: String) {
        self.side = side
    }

    var wrappedValue: Int {
        get { count }
        nonmutating set { count = newValue }
    }

    func update() {
        print("\(side).update \(count)")
    }
}

struct Scoreboard: View {
    @Tally("home") var home
    @Tally("guest") var guest

    var body: some View {
        let _ = Self._printChanges()
        HStack {
            Button("Home \(home)") { home += 1 }
            Button("Guest \(guest)") { guest += 1 }
        }
    }
}

struct Game: View {
    @State private var game = 1

    var body: some View {
        VStack {
            Button("New game") { game += 1 }
            Scoreboard()
                .id(game)
        }
    }
}

:mount Game()
// expect: home.update 0
// expect: guest.update 0
// expect: Scoreboard: @self, @identity, _home, _guest changed.
:tap "Home 0"
// expect: home.update 1
// expect: guest.update 0
// expect: Scoreboard: _home changed.
:tap "Guest 0"
// expect: home.update 1
// expect: guest.update 1
// expect: Scoreboard: _guest changed.
:tap "New game"
// expect: home.update 0
// expect: guest.update 0
// expect: Scoreboard: @self, @identity, _home, _guest changed.
