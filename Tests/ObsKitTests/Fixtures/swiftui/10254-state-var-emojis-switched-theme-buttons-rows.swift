// CS193p style (assignment 1, theme buttons): `@State var emojis` switched by theme buttons, rows made with `ForEach(emojis.indices, id: \.self)` so each row's identity is its index (rules §1.2); switching the theme hands each index a new content (the card runs, §2.7) but keeps its `@State isFaceUp`, so a card turned down under one theme stays down under the next (§3.2); a longer theme adds rows, a shorter one drops them with their state (§1.4)
import SwiftUI

struct CardView: View {
    let content: String
    @State private var isFaceUp = true

    var body: some View {
        let _ = print("CardView \(content) body: \(isFaceUp ? "up" : "down")")
        Text(isFaceUp ? content : "back")
            .onTapGesture { isFaceUp.toggle() }
    }
}

struct ThemeButton: View {
    let title: String
    let action: () -> Void
    var body: some View {
        Button(title, action: action)
    }
}

struct ContentView: View {
    static let halloween = ["bat", "witch", "ghost"]
    static let vehicles = ["car", "bus", "tram", "plane"]
    static let sports = ["ball", "bat"]

    @State private var emojis = ContentView.halloween

    var body: some View {
        let _ = print("ContentView body: \(emojis.joined(separator: " "))")
        VStack {
            Text("Memorize!").font(.largeTitle)
            HStack {
                ForEach(emojis.indices, id: \.self) { index in
                    CardView(content: emojis[index])
                }
            }
            HStack {
                ThemeButton(title: "Halloween") { emojis = Self.halloween }
                ThemeButton(title: "Vehicles") { emojis = Self.vehicles }
                ThemeButton(title: "Sports") { emojis = Self.sports }
            }
        }
    }
}

:mount ContentView()
// expect: ContentView body: bat witch ghost
// expect: CardView bat body: up
// expect: CardView witch body: up
// expect: CardView ghost body: up
:tap "witch"
// expect: CardView witch body: down
:tap "Vehicles"
// expect: ContentView body: car bus tram plane
// expect: CardView car body: up
// expect: CardView bus body: down
// expect: CardView tram body: up
// expect: CardView plane body: up
:tap "Sports"
// expect: ContentView body: ball bat
// expect: CardView ball body: up
// expect: CardView bat body: down
:tap "Halloween"
// expect: ContentView body: bat witch ghost
// expect: CardView bat body: up
// expect: CardView witch body: down
// expect: CardView ghost body: up
