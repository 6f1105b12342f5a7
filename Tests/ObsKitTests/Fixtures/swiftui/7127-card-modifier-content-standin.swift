// A titled "card" ViewModifier wrapped in a `.card(_:)` view extension, as every design-system post has one: padding,
// a rounded background, a shadow and a headline above the content. One card wraps a text that never changes and has
// a changing title; the other wraps a step badge whose number changes.
// What SwiftUI does: a custom modifier's body depends on the modifier's value and its own dynamic properties, not on
// its content: `body(content:)` gets a stand-in, so new content reaches the screen without the modifier's body
// running (rules §2.9). "Add step" runs the dashboard and the badge (new input, rules §2.7), not the "Today" card;
// "Raise goal" changes the other card's title, so that card's body runs, and its content is unchanged.
// Sources: rules §2.7, §2.9, §3.5; https://developer.apple.com/documentation/swiftui/viewmodifier
// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
import SwiftUI

struct CardModifier: ViewModifier {
    let title: String

    func body(content: Content) -> some View {
        let _ = print("CardModifier body: \(title)")
        VStack(alignment: .leading, spacing: 8) {
            Text(title)
                .font(.headline)
            content
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.background, in: RoundedRectangle(cornerRadius: 16))
        .shadow(color: .black.opacity(0.1), radius: 6, y: 3)
    }
}

extension View {
    func card(_ title: String) -> some View {
        modifier(CardModifier(title: title))
    }
}

struct StepBadge: View {
    let steps: Int

    var body: some View {
        let _ = print("StepBadge body: \(steps)")
        Label("\(steps) steps", systemImage: "figure.walk")
    }
}

struct ActivityDashboard: View {
    @State private var steps = 0
    @State private var goal = 1

    var body: some View {
        let _ = print("ActivityDashboard body: \(steps) steps, goal \(goal)")
        VStack(spacing: 16) {
            Text("Keep going")
                .card("Goal \(goal)")
            StepBadge(steps: steps)
                .card("Today")
            Button("Add step") { steps += 1 }
            Button("Raise goal") { goal += 1 }
        }
        .padding()
    }
}

:mount ActivityDashboard()
// expect: ActivityDashboard body: 0 steps, goal 1
// expect: CardModifier body: Goal 1
// expect: CardModifier body: Today
// expect: StepBadge body: 0
:tap "Add step"
// expect: ActivityDashboard body: 1 steps, goal 1
// expect: StepBadge body: 1
:tap "Raise goal"
// expect: ActivityDashboard body: 1 steps, goal 2
// expect: CardModifier body: Goal 2
