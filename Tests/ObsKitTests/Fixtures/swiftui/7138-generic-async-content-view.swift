// A generic `AsyncContentView<Value, Content: View>` in the style of the well-known loading-state posts: it takes an
// async loader and a `@ViewBuilder` content closure, keeps a `LoadingState<Value>` in `@State`, starts loading in
// `.task`, and shows a ProgressView until the value arrives. A "Reload" button gives it a new `.id`.
// What SwiftUI does: `.task` starts after the view appears, and its sleep waits on the clock (rules §11.3; ObsREPL's
// virtual clock, `:advance`). Storing the loaded value runs the view's body, which now calls the content closure and
// shows the list (rules §3.4, §8.4: the content is built in this body). A new `.id` resets the subtree: the state is
// set up again from its initial value (`.idle`), and the new node's task starts again (rules §1.3, §11.3).
// Sources: rules §1.3, §3.2, §3.4, §8.4, §11.3; https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
// https://developer.apple.com/documentation/swiftui/view/id(_:)
import SwiftUI

enum LoadingState<Value> {
    case idle
    case loaded(Value)
    case failed(String)
}

struct AsyncContentView<Value, Content: View>: View {
    let load: () async throws -> Value
    @ViewBuilder let content: (Value) -> Content
    @State private var state: LoadingState<Value> = .idle

    private var stateName: String {
        switch state {
        case .idle: return "loading"
        case .loaded: return "loaded"
        case .failed(let message): return "failed: \(message)"
        }
    }

    var body: some View {
        let _ = print("AsyncContentView body: \(stateName)")
        VStack {
            switch state {
            case .idle:
                ProgressView()
            case .loaded(let value):
                content(value)
            case .failed(let message):
                Text(message)
            }
        }
        .task {
            print("load started")
            do {
                let value = try await load()
                print("load finished")
                state = .loaded(value)
            } catch {
                state = .failed(error.localizedDescription)
            }
        }
    }
}

struct HighScore: Identifiable {
    let id: Int
    let player: String
    let points: Int
}

func fetchHighScores() async throws -> [HighScore] {
    try await Task.sleep(for: .seconds(1))
    return [
        HighScore(id: 1, player: "Ada", points: 120),
        HighScore(id: 2, player: "Lin", points: 95),
    ]
}

struct HighScoreList: View {
    let scores: [HighScore]

    var body: some View {
        let _ = print("HighScoreList body: \(scores.count) scores")
        List(scores) { score in
            LabeledContent(score.player, value: "\(score.points)")
        }
    }
}

struct LeaderboardScreen: View {
    @State private var reloads = 0

    var body: some View {
        let _ = print("LeaderboardScreen body: reload \(reloads)")
        VStack {
            AsyncContentView(load: fetchHighScores) { scores in
                HighScoreList(scores: scores)
            }
            .id(reloads)
            Button("Reload") { reloads += 1 }
        }
    }
}

:mount LeaderboardScreen()
// expect: LeaderboardScreen body: reload 0
// expect: AsyncContentView body: loading
// expect: load started
:advance 1s
// expect: load finished
// expect: AsyncContentView body: loaded
// expect: HighScoreList body: 2 scores
:tap "Reload"
// expect: LeaderboardScreen body: reload 1
// expect: AsyncContentView body: loading
// expect: load started
:advance 1s
// expect: load finished
// expect: AsyncContentView body: loaded
// expect: HighScoreList body: 2 scores
