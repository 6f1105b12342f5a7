// Custom ViewModifiers behind View extensions, as every styling tutorial writes them: a stateless Card
// style and a Collapsible modifier with its own @State and a button.
// Expected: each modifier instance keeps its own state (Apple: ViewModifier; rules §7.1); the action
// prints the live value after the toggle (rules §3.4).
import SwiftUI

struct Card: ViewModifier {
    var tint: Color = .blue

    func body(content: Content) -> some View {
        content
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(tint.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
    }
}

struct Collapsible: ViewModifier {
    let title: String
    @State private var expanded = true

    func body(content: Content) -> some View {
        VStack(alignment: .leading) {
            Button(expanded ? "Hide \(title)" : "Show \(title)") {
                expanded.toggle()
                print("\(title) expanded: \(expanded)")
            }
            if expanded {
                content
            }
        }
    }
}

extension View {
    func card(tint: Color = .blue) -> some View {
        modifier(Card(tint: tint))
    }

    func collapsible(_ title: String) -> some View {
        modifier(Collapsible(title: title))
    }
}

struct Dashboard: View {
    var body: some View {
        VStack(spacing: 16) {
            Text("Steps: 8,000")
                .card()
                .collapsible("Steps")
            Text("Sleep: 7h")
                .card(tint: .purple)
                .collapsible("Sleep")
        }
        .padding()
    }
}

:mount Dashboard()
:tap "Hide Steps"
:tap "Show Steps"
:tap "Hide Sleep"

// expect: Steps expanded: false
// expect: Steps expanded: true
// expect: Sleep expanded: false
