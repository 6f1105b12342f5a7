// Fatbobman style (re-renders): what makes a child's body run when its parent's body runs; equal Int and String inputs, a class reference and a captureless function skip it, a capturing closure runs it every time, and a non-POD Equatable view's own == decides (rules §2.1, §2.2, §2.3, §2.4, §2.7)
import SwiftUI

final class Scoreboard {
    var title = "League"
}

func showHelp() {
    print("help")
}

struct ScoreLabel: View {
    let score: Int
    var body: some View {
        let _ = print("ScoreLabel body: \(score)")
        Text("Score \(score)")
    }
}

struct TitleLabel: View {
    let title: String
    var body: some View {
        let _ = print("TitleLabel body: \(title)")
        Text(title)
    }
}

struct ActionRow: View {
    let title: String
    let action: () -> Void
    var body: some View {
        let _ = print("ActionRow body: \(title)")
        Button(title, action: action)
    }
}

struct BoardCard: View {
    let board: Scoreboard
    var body: some View {
        let _ = print("BoardCard body: \(board.title)")
        Text(board.title)
    }
}

struct NameBadge: View, Equatable {
    let name: String
    let renderCount: Int

    static func == (lhs: NameBadge, rhs: NameBadge) -> Bool {
        lhs.name == rhs.name
    }

    var body: some View {
        let _ = print("NameBadge body: \(name) \(renderCount)")
        Text(name)
    }
}

struct RenderLab: View {
    @State private var ticks = 0
    private let board = Scoreboard()

    var body: some View {
        let _ = print("RenderLab body: \(ticks)")
        VStack {
            Button("Tick") { ticks += 1 }
            ScoreLabel(score: ticks / 2)
            TitleLabel(title: "Weekly")
            ActionRow(title: "Share") { print("share at \(ticks)") }
            ActionRow(title: "Help", action: showHelp)
            BoardCard(board: board)
            NameBadge(name: "Ada", renderCount: ticks)
        }
    }
}

:mount RenderLab()
// expect: RenderLab body: 0
// expect: ScoreLabel body: 0
// expect: TitleLabel body: Weekly
// expect: ActionRow body: Share
// expect: ActionRow body: Help
// expect: BoardCard body: League
// expect: NameBadge body: Ada 0
:tap "Tick"
// expect: RenderLab body: 1
// expect: ActionRow body: Share
:tap "Tick"
// expect: RenderLab body: 2
// expect: ScoreLabel body: 1
// expect: ActionRow body: Share
:tap "Share"
// expect: share at 2
