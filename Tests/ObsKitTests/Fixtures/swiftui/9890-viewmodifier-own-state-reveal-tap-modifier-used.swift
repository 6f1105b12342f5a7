// Swift with Majid style: a ViewModifier with its own @State: a reveal-on-tap modifier used twice keeps one flag per use; its body runs for its own state, while new content from the parent reaches the screen without the modifier's body running (rules §2.9, §3.5, §7.1)
import SwiftUI

struct RevealOnTap: ViewModifier {
    let title: String
    @State private var isRevealed = false

    func body(content: Content) -> some View {
        let _ = print("RevealOnTap body: \(title) revealed=\(isRevealed)")
        VStack {
            Button(isRevealed ? "Hide \(title)" : "Show \(title)") { isRevealed.toggle() }
            if isRevealed {
                content
            }
        }
    }
}

extension View {
    func revealOnTap(_ title: String) -> some View {
        modifier(RevealOnTap(title: title))
    }
}

struct SpoilerText: View {
    let text: String

    var body: some View {
        let _ = print("SpoilerText body: \(text)")
        Text(text)
    }
}

struct EpisodeView: View {
    @State private var episode = 1

    var body: some View {
        let _ = print("EpisodeView body: \(episode)")
        VStack {
            SpoilerText(text: "Episode \(episode) ending")
                .revealOnTap("ending")
            SpoilerText(text: "Cast list")
                .revealOnTap("cast")
            Button("Next episode") { episode += 1 }
        }
    }
}

:mount EpisodeView()
// expect: EpisodeView body: 1
// expect: RevealOnTap body: ending revealed=false
// expect: RevealOnTap body: cast revealed=false
:tap "Show ending"
// expect: RevealOnTap body: ending revealed=true
// expect: SpoilerText body: Episode 1 ending
:tap "Next episode"
// expect: EpisodeView body: 2
// expect: SpoilerText body: Episode 2 ending
:tap "Show cast"
// expect: RevealOnTap body: cast revealed=true
// expect: SpoilerText body: Cast list
:tap "Hide ending"
// expect: RevealOnTap body: ending revealed=false
