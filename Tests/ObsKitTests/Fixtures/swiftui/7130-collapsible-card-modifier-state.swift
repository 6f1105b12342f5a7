// A collapsible card ViewModifier with its own `@State`: a header button hides or shows the wrapped content. The
// content is a stats view with a refresh counter and appear/disappear logging.
// What SwiftUI does: the modifier's own state change runs only the modifier's body (rules §2.9); the screen's body
// does not run. `if !isCollapsed { content }` is one slot (rules §1.1): collapsing removes the content, whose node
// dies (its onDisappear runs, rules §1.4, §11.1); expanding makes a new node, so the stats view's `@State` starts
// over at 0 and its onAppear runs again (rules §1.1, §3.2, §11.1). A tap inside the content runs only the content.
// Sources: rules §1.1, §1.4, §2.9, §3.2, §11.1; https://developer.apple.com/documentation/swiftui/viewmodifier
import SwiftUI

struct CollapsibleCard: ViewModifier {
    let title: String
    @State private var isCollapsed = false

    func body(content: Content) -> some View {
        let _ = print("CollapsibleCard body: \(title) \(isCollapsed ? "collapsed" : "expanded")")
        VStack(alignment: .leading) {
            Button(isCollapsed ? "Show \(title)" : "Hide \(title)") {
                withAnimation {
                    isCollapsed.toggle()
                }
            }
            if !isCollapsed {
                content
                    .transition(.opacity)
            }
        }
        .padding()
        .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
    }
}

extension View {
    func collapsibleCard(_ title: String) -> some View {
        modifier(CollapsibleCard(title: title))
    }
}

struct WeeklyStats: View {
    @State private var refreshCount = 0

    var body: some View {
        let _ = print("WeeklyStats body: refreshed \(refreshCount)")
        VStack(alignment: .leading) {
            Text("12 workouts this week")
            Button("Refresh stats") { refreshCount += 1 }
        }
        .onAppear { print("WeeklyStats appeared") }
        .onDisappear { print("WeeklyStats disappeared") }
    }
}

struct ProfileScreen: View {
    var body: some View {
        let _ = print("ProfileScreen body")
        ScrollView {
            WeeklyStats()
                .collapsibleCard("Stats")
        }
    }
}

:mount ProfileScreen()
// expect: ProfileScreen body
// expect: CollapsibleCard body: Stats expanded
// expect: WeeklyStats body: refreshed 0
// expect: WeeklyStats appeared
:tap "Refresh stats"
// expect: WeeklyStats body: refreshed 1
:tap "Hide Stats"
// expect: CollapsibleCard body: Stats collapsed
// expect: WeeklyStats disappeared
:tap "Show Stats"
// expect: CollapsibleCard body: Stats expanded
// expect: WeeklyStats body: refreshed 0
// expect: WeeklyStats appeared
