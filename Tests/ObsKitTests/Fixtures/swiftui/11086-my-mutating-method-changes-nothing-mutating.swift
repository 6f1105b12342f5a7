// Apple Developer Forums style (my mutating method changes nothing): a mutating method called through a @Binding writes the parent's state, one called on a copy of a let does not (rules §9.3, §2.1, §2.5, §3.5)
import SwiftUI

struct Scoreboard {
    var home = 0
    var away = 0
    mutating func scoreHome() { home += 1 }
}

struct BindingPanel: View {
    @Binding var board: Scoreboard
    var body: some View {
        let _ = print("BindingPanel body \(board.home)")
        Button("Score via binding") { board.scoreHome() }
    }
}

struct CopyPanel: View {
    let board: Scoreboard
    var body: some View {
        let _ = print("CopyPanel body \(board.home)")
        Button("Score copy") {
            var copy = board
            copy.scoreHome()
            print("copy scored \(copy.home), board still \(board.home)")
        }
    }
}

struct MatchView: View {
    @State private var board = Scoreboard()
    var body: some View {
        let _ = print("MatchView body home \(board.home)")
        VStack {
            BindingPanel(board: $board)
            CopyPanel(board: board)
        }
    }
}

:mount MatchView()
// expect: MatchView body home 0
// expect: BindingPanel body 0
// expect: CopyPanel body 0
:tap "Score via binding"
// expect: MatchView body home 1
// expect: BindingPanel body 1
// expect: CopyPanel body 1
:tap "Score copy"
// expect: copy scored 2, board still 1
:tap "Score via binding"
// expect: MatchView body home 2
// expect: BindingPanel body 2
// expect: CopyPanel body 2
