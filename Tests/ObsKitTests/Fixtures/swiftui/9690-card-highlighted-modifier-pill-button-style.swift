// Hacking with Swift style custom ViewModifier and ButtonStyle: a .card(highlighted:) modifier and a .pill button style; the modifier's body runs only when its own value changes, new content reaches the screen without it, and an unchanged style does not draw again
import SwiftUI

struct CardModifier: ViewModifier {
    let highlighted: Bool

    func body(content: Content) -> some View {
        let _ = print("CardModifier body: highlighted=\(highlighted)")
        content
            .padding()
            .background(highlighted ? Color.yellow : Color.white)
            .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}

extension View {
    func card(highlighted: Bool = false) -> some View {
        modifier(CardModifier(highlighted: highlighted))
    }
}

struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        let _ = print("PillButtonStyle makeBody, pressed=\(configuration.isPressed)")
        configuration.label
            .padding(.horizontal, 20)
            .padding(.vertical, 10)
            .background(Capsule().fill(Color.blue))
            .foregroundStyle(.white)
    }
}

extension ButtonStyle where Self == PillButtonStyle {
    static var pill: PillButtonStyle { PillButtonStyle() }
}

struct ScoreCard: View {
    let score: Int

    var body: some View {
        let _ = print("ScoreCard body: \(score)")
        Text("Score: \(score)")
    }
}

struct StyledScreen: View {
    @State private var score = 0
    @State private var highlighted = false

    var body: some View {
        let _ = print("StyledScreen body")
        VStack(spacing: 20) {
            ScoreCard(score: score)
                .card(highlighted: highlighted)
            Button("Add point") { score += 1 }
                .buttonStyle(.pill)
            Button("Highlight") { highlighted.toggle() }
                .buttonStyle(.pill)
        }
    }
}

:mount StyledScreen()
// expect: StyledScreen body
// expect: CardModifier body: highlighted=false
// expect: ScoreCard body: 0
// expect: PillButtonStyle makeBody, pressed=false
// expect: PillButtonStyle makeBody, pressed=false
:tap "Add point"
// expect: StyledScreen body
// expect: ScoreCard body: 1
:tap "Highlight"
// expect: StyledScreen body
// expect: CardModifier body: highlighted=true
:tap "Add point"
// expect: StyledScreen body
// expect: ScoreCard body: 2
