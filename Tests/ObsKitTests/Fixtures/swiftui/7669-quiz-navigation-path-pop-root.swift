// Beginner tutorial style: a quiz flow pushed step by step on a `NavigationStack(path:)` kept in an @Observable router,
// with "Start over" popping to the root by emptying the path.
// What SwiftUI does: the stack shows one view per element of its path; a `NavigationLink(value:)` appends, removing
// pops, and `navigationDestination(for:)` builds each destination on push (rules §15.12, §14.3, Apple
// `navigationstack`). The root's body reads `router.path`, so each push and pop runs it once (rules §8.3); a pushed
// question holds only its number (plain data, rules §2.1) and never reads the path, so it runs only when pushed.
// `:back` pops through the path binding (rules §15.12, ObsREPL's choice).
import SwiftUI
import Observation

@Observable
final class Router {
    var path: [Int] = []
}

struct QuestionView: View {
    let number: Int
    @Environment(Router.self) private var router

    var body: some View {
        let _ = print("question \(number)")
        VStack {
            Text("Question \(number)")
            if number < 3 {
                NavigationLink("Next", value: number + 1)
            } else {
                Button("Start over") { router.path.removeAll() }
            }
        }
        .navigationTitle("Q\(number)")
    }
}

struct QuizFlowView: View {
    @State private var router = Router()

    var body: some View {
        let _ = print("root, path \(router.path)")
        NavigationStack(path: $router.path) {
            NavigationLink("Begin", value: 1)
                .navigationTitle("Quiz")
                .navigationDestination(for: Int.self) { number in
                    QuestionView(number: number)
                }
        }
        .environment(router)
    }
}

:mount QuizFlowView()
// expect: root, path []
:tap "Begin"
// expect: root, path [1]
// expect: question 1
:tap "Next"
// expect: root, path [1, 2]
// expect: question 2
:back
// expect: root, path [1]
:tap "Next"
// expect: root, path [1, 2]
// expect: question 2
:tap "Next"
// expect: root, path [1, 2, 3]
// expect: question 3
:tap "Start over"
// expect: root, path []
