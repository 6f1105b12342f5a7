// Follows Apple's `Scene/environment(_:_:)` page
// (https://developer.apple.com/documentation/swiftui/scene/environment(_:_:)): "you can create a custom environment
// key styleOverrides to set a value that represents style settings that for the entire app", set on the WindowGroup;
// "This modifier affects the given scene, as well as that scene's descendant views."
// - Every view in the window reads the scene's value, unless a view-level `.environment` overrides it for a subtree,
//   where the key's value is the one set nearest (Apple, same page and `view/environment(_:_:)`).
// - `@Entry` declares the key with its default (Apple `entry()`); the default is not what the app's views see.
// - A view's @State change re-runs that view only; the card, whose value and environment are unchanged, does not run
//   (rules §2.7, §14.2).
import SwiftUI

struct StyleOverrides: Equatable {
    var cornerRadius = 12
    var accent = "indigo"
}

extension EnvironmentValues {
    @Entry var styleOverrides = StyleOverrides()
}

struct StyledApp: App {
    var body: some Scene {
        WindowGroup {
            CardList()
        }
        .environment(\.styleOverrides, StyleOverrides(cornerRadius: 20, accent: "coral"))
    }
}

struct CardList: View {
    @Environment(\.styleOverrides) private var style
    @State private var cards = 2

    var body: some View {
        let _ = print("CardList body: radius \(style.cornerRadius), accent \(style.accent), \(cards) cards")
        VStack {
            Card(title: "Plain card")
                .environment(\.styleOverrides, StyleOverrides())
            Button("Add card") { cards += 1 }
        }
    }
}

struct Card: View {
    let title: String
    @Environment(\.styleOverrides) private var style

    var body: some View {
        let _ = print("Card body: radius \(style.cornerRadius), accent \(style.accent)")
        Text(title)
    }
}

:mount StyledApp()
// expect: CardList body: radius 20, accent coral, 2 cards
// expect: Card body: radius 12, accent indigo
:tap "Add card"
// expect: CardList body: radius 20, accent coral, 3 cards
