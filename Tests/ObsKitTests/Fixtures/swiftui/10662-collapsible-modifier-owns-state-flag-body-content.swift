// SwiftUI Lab "ViewModifier with state" style: a Collapsible modifier owns a @State flag; its body(content:) runs for its own state, not when the content gets a new value (the content updates through the stand-in); collapsing removes the content's node, expanding builds it again (rules §2.9, §1.1)
import SwiftUI

struct Collapsible: ViewModifier {
    let title: String
    @State private var isCollapsed = false

    func body(content: Content) -> some View {
        let _ = print("Collapsible body: \(title), collapsed=\(isCollapsed)")
        VStack(alignment: .leading) {
            Button(isCollapsed ? "Show \(title)" : "Hide \(title)") {
                isCollapsed.toggle()
            }
            if !isCollapsed {
                content
            }
        }
    }
}

extension View {
    func collapsible(_ title: String) -> some View {
        modifier(Collapsible(title: title))
    }
}

struct ScoreSummary: View {
    let score: Int

    var body: some View {
        let _ = print("ScoreSummary body: \(score)")
        Text("Score: \(score)")
    }
}

struct ScoreScreen: View {
    @State private var score = 0

    var body: some View {
        let _ = print("ScoreScreen body: \(score)")
        VStack {
            ScoreSummary(score: score)
                .collapsible("Score")
            Button("Score a point") { score += 1 }
        }
    }
}

:mount ScoreScreen()
// expect: ScoreScreen body: 0
// expect: Collapsible body: Score, collapsed=false
// expect: ScoreSummary body: 0
:tap "Score a point"
// expect: ScoreScreen body: 1
// expect: ScoreSummary body: 1
:tap "Hide Score"
// expect: Collapsible body: Score, collapsed=true
:tap "Score a point"
// expect: ScoreScreen body: 2
:tap "Show Score"
// expect: Collapsible body: Score, collapsed=false
// expect: ScoreSummary body: 2
