// Swift with Majid style: a `CardChrome` ViewModifier that reads its elevation from the environment
// What SwiftUI does: a custom modifier's body depends on the modifier, not on its content (rules §2.9): it runs again
// when its own dynamic properties change, here `@Environment(\.cardElevation)` (rules §14.2), and new content alone
// reaches the screen through the content stand-in without the modifier's body running. Raising the cards runs the
// screen and the modifier; the tile's value is equal and it is not run. Walking gives the tile a new value: the tile
// runs (rules §2.7), the modifier's value is equal and it is not run (rules §2.9).
// Sources: rules §2.7, §2.9, §3.5, §14.2; https://developer.apple.com/documentation/swiftui/viewmodifier
import SwiftUI

extension EnvironmentValues {
    @Entry var cardElevation: Int = 1
}

struct CardChrome: ViewModifier {
    @Environment(\.cardElevation) private var elevation

    func body(content: Content) -> some View {
        let _ = print("CardChrome body: elevation \(elevation)")
        content
            .padding()
            .background(RoundedRectangle(cornerRadius: 12).fill(Color.white))
            .shadow(radius: CGFloat(elevation * 2))
    }
}

extension View {
    func cardChrome() -> some View {
        modifier(CardChrome())
    }
}

struct StatTile: View {
    let title: String
    let value: Int

    var body: some View {
        let _ = print("StatTile body: \(title) \(value)")
        VStack {
            Text(title)
            Text("\(value)")
        }
    }
}

struct DashboardScreen: View {
    @State private var elevation = 1
    @State private var steps = 4200

    var body: some View {
        let _ = print("DashboardScreen body")
        VStack {
            StatTile(title: "Steps", value: steps)
                .cardChrome()
            Button("Raise cards") { elevation += 1 }
            Button("Walk") { steps += 100 }
        }
        .environment(\.cardElevation, elevation)
    }
}

:mount DashboardScreen()
// expect: DashboardScreen body
// expect: CardChrome body: elevation 1
// expect: StatTile body: Steps 4200
:tap "Raise cards"
// expect: DashboardScreen body
// expect: CardChrome body: elevation 2
:tap "Walk"
// expect: DashboardScreen body
// expect: StatTile body: Steps 4300
