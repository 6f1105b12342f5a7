// cookbook style: data handed to pushed pages three ways: a @Binding to the root's @State (a change runs the root, which reads it, and the page), a value carried in the route (a copy: the root's later renders leave the page alone), and a shared @Observable model (the root and the page that read it both run) (rules §9.3, §2.5, §3.5, §8.3, §15.12)
import SwiftUI

@Observable
final class Scoreboard {
    var points = 0
}

enum Page: Hashable {
    case binding
    case snapshot(Int)
    case model
}

struct BindingPage: View {
    @Binding var points: Int

    var body: some View {
        let _ = print("BindingPage body: \(points)")
        Button("Add via binding") { points += 1 }
    }
}

struct ValuePage: View {
    let points: Int
    let board: Scoreboard

    var body: some View {
        let _ = print("ValuePage body: \(points)")
        VStack {
            Text("Saw \(points)")
            Button("Bump board") { board.points += 1 }
        }
    }
}

struct ModelPage: View {
    let board: Scoreboard

    var body: some View {
        let _ = print("ModelPage body: \(board.points)")
        Button("Add via model") { board.points += 1 }
    }
}

struct ScoreRoot: View {
    @State private var points = 0
    @State private var board = Scoreboard()
    @State private var path: [Page] = []

    var body: some View {
        let _ = print("ScoreRoot body: points \(points), board \(board.points)")
        NavigationStack(path: $path) {
            VStack {
                Button("By binding") { path.append(.binding) }
                Button("By value") { path.append(.snapshot(points)) }
                Button("By model") { path.append(.model) }
            }
            .navigationDestination(for: Page.self) { page in
                switch page {
                case .binding:
                    BindingPage(points: $points)
                case .snapshot(let n):
                    ValuePage(points: n, board: board)
                case .model:
                    ModelPage(board: board)
                }
            }
        }
    }
}

:mount ScoreRoot()
// expect: ScoreRoot body: points 0, board 0
:tap "By binding"
// expect: BindingPage body: 0
:tap "Add via binding"
// expect: ScoreRoot body: points 1, board 0
// expect: BindingPage body: 1
:back
:tap "By value"
// expect: ValuePage body: 1
:tap "Bump board"
// expect: ScoreRoot body: points 1, board 1
:back
:tap "By model"
// expect: ModelPage body: 1
:tap "Add via model"
// expect: ScoreRoot body: points 1, board 2
// expect: ModelPage body: 2
